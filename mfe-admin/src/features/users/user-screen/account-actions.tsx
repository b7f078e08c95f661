import { useState } from 'react';
import { useDisableUser, useEnableUser, useSignOutUser } from '@rowad/shared/query/admin';
import type { AdminUserDetail } from '@rowad/shared/schemas';
import { useAuthStore } from '@rowad/shared/session';
import { Button, Dialog } from '@rowad/shared/ui';
import { Outcome, Panel } from '../../../components/page-frame';
import { ReasonDialog } from '../../../components/reason-dialog';
import { fullName } from '../account-labels';
import { useUsersMessages } from '../messages';
import { ActionList, DialogText, Muted, PanelTitle, failureText } from './parts';

interface Result {
  text: string;
  problem: boolean;
}

/**
 * Disable (with a reason), enable, sign out everywhere: each says how it went. Another admin's
 * account has them too; the admin's own has none (the API refuses them: another admin decides).
 */
export function AccountActions({ user }: { user: AdminUserDetail }) {
  const t = useUsersMessages();
  const own = useAuthStore((state) => state.user?.id === String(user.id));
  const disable = useDisableUser();
  const enable = useEnableUser();
  const signOut = useSignOutUser();
  const [open, setOpen] = useState<'disable' | 'signOut' | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [disableFailure, setDisableFailure] = useState<string | undefined>();
  const name = fullName(user);
  const sending = disable.isPending || enable.isPending || signOut.isPending;

  const close = () => {
    setOpen(null);
    setDisableFailure(undefined);
  };

  return (
    <Panel>
      <PanelTitle>{t('actions')}</PanelTitle>
      <ActionList>
        {result && (
          <Outcome $problem={result.problem} role={result.problem ? 'alert' : 'status'}>
            {result.text}
          </Outcome>
        )}
        {own ? (
          <Muted>{t('selfNote')}</Muted>
        ) : user.state === 'disabled' ? (
          <Button
            type="button"
            $variant="primary"
            disabled={sending}
            onClick={() => {
              setResult(null);
              enable.mutate(user.id, {
                onSuccess: () => setResult({ text: t('enabled'), problem: false }),
                onError: (error) => setResult({ text: t(failureText(error)), problem: true }),
              });
            }}
          >
            {enable.isPending ? t('sending') : t('enable')}
          </Button>
        ) : (
          <>
            <Button
              type="button"
              $variant="secondary"
              disabled={sending}
              onClick={() => {
                setResult(null);
                setOpen('signOut');
              }}
            >
              {t('signOut')}
            </Button>
            <Button
              type="button"
              $variant="danger"
              disabled={sending}
              onClick={() => {
                setResult(null);
                setOpen('disable');
              }}
            >
              {t('disable')}
            </Button>
          </>
        )}
      </ActionList>
      <ReasonDialog
        open={open === 'disable'}
        title={t('disableTitle', { name })}
        confirmLabel={t('disable')}
        presets={[t('presetSpam'), t('presetAbuse'), t('presetAsked')]}
        hint={t('disableHint')}
        sending={disable.isPending}
        failure={disableFailure}
        onClose={close}
        onConfirm={(reason) => {
          setDisableFailure(undefined);
          disable.mutate(
            { id: user.id, reason },
            {
              onSuccess: () => {
                close();
                setResult({ text: t('disabled'), problem: false });
              },
              onError: (error) => setDisableFailure(t(failureText(error))),
            },
          );
        }}
      />
      <Dialog
        open={open === 'signOut'}
        title={t('signOutTitle', { name })}
        onClose={close}
        actions={
          <>
            <Button type="button" $variant="ghost" onClick={close}>
              {t('cancel')}
            </Button>
            <Button
              type="button"
              $variant="danger"
              disabled={signOut.isPending}
              onClick={() =>
                signOut.mutate(user.id, {
                  onSuccess: () => setResult({ text: t('signedOut'), problem: false }),
                  onError: (error) => setResult({ text: t(failureText(error)), problem: true }),
                  onSettled: close,
                })
              }
            >
              {signOut.isPending ? t('sending') : t('signOut')}
            </Button>
          </>
        }
      >
        <DialogText>{t('signOutText')}</DialogText>
      </Dialog>
    </Panel>
  );
}
