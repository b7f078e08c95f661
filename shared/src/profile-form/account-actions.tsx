import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { serverFailureOf, useFormMessages } from '@rowad/shared/forms';
import { loginWithNotice } from '@rowad/shared/paths';
import { useNavigate } from '@rowad/shared/routing';
import { useAuthStore } from '@rowad/shared/session';
import { Button, FormField, Input } from '@rowad/shared/ui';
import { ConfirmDialog } from '@rowad/shared/ui/confirm-dialog';
import { useProfileFormMessages, type ProfileFormMessageKey } from './messages';

/** Whose profile page it is: what closing removes differs (an investor has no projects). */
export type AccountKind = 'owner' | 'investor' | 'user';

const REMOVED: Record<AccountKind, ProfileFormMessageKey[]> = {
  owner: ['removesProfile', 'removesProjects', 'removesComments', 'removesParticipations', 'removesRequests'],
  investor: ['removesProfile', 'removesComments', 'removesRequests'],
  user: ['removesComments'],
};

const Section = styled.section`
  margin-block-start: ${({ theme }) => theme.space(8)};
  padding-block-start: ${({ theme }) => theme.space(6)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Saves text as a file, as a download link would (the export needs the bearer token, a plain link has none). */
function saveFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * "Download my data" and "Close my account" (issue 28), under a profile page (with its own
 * heading) or in the account menu's dialog of members and admins (without). Closing asks in a
 * dialog that names what goes and takes the password; once closed, the page signs out and the
 * login page says so.
 */
export function AccountActions({ kind, heading = true }: { kind: AccountKind; heading?: boolean }) {
  const t = useProfileFormMessages();
  const shared = useFormMessages();
  const navigate = useNavigate();
  const signOut = useAuthStore((state) => state.signOut);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [closing, setClosing] = useState(false);
  const [closeError, setCloseError] = useState<string | null>(null);
  // With two-step sign-in on, closing also asks for a code (DELETE /users/me's `code`).
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');

  useEffect(() => {
    if (!asking) return;
    let live = true;
    import('@rowad/shared/api')
      .then(({ getSecondFactor }) => getSecondFactor())
      .then(
        (status) => live && setNeedsCode(status.enabled),
        // Unknown: the field stays hidden, and a refusal for a missing code says what is wanted.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [asking]);

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      const { exportMyData } = await import('@rowad/shared/api');
      const file = await exportMyData();
      saveFile(file.fileName, file.json);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  const cancel = () => {
    setAsking(false);
    setPassword('');
    setCode('');
    setCloseError(null);
  };

  const close = async () => {
    if (!password) {
      setCloseError(t('closePasswordNeeded'));
      return;
    }
    setClosing(true);
    setCloseError(null);
    try {
      const { closeAccount } = await import('@rowad/shared/api');
      await closeAccount(
        needsCode ? { currentPassword: password, code: code.trim() } : { currentPassword: password },
      );
      signOut();
      navigate(loginWithNotice('accountClosed', 'confirmed'));
    } catch (error) {
      setCloseError(shared.server(serverFailureOf(error)) ?? t('closeFailed'));
      setClosing(false);
    }
  };

  return (
    <Section aria-label={heading ? undefined : t('yourData')}>
      {heading && <h2>{t('yourData')}</h2>}
      <p>{t('downloadHelp')}</p>
      <Button type="button" $variant="secondary" disabled={downloading} onClick={() => void download()}>
        {downloading ? t('downloading') : t('download')}
      </Button>
      {downloadFailed && <Problem role="alert">{t('downloadFailed')}</Problem>}
      <Button type="button" $variant="danger" onClick={() => setAsking(true)}>
        {t('closeAccount')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('closeTitle')}
        busy={closing}
        cancelLabel={t('cancel')}
        confirmLabel={t('closeConfirm')}
        busyLabel={t('closing')}
        onCancel={cancel}
        onConfirm={() => void close()}
      >
        <p>{t('closeRemoves')}</p>
        <ul>
          {REMOVED[kind].map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
          <li>{t('removesSessions')}</li>
        </ul>
        <p>{t('closeKeeps')}</p>
        <FormField label={t('closePassword')} error={closeError ?? undefined}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setCloseError(null);
              }}
            />
          )}
        </FormField>
        {needsCode && (
          <FormField label={t('mfaCode')}>
            {(control) => (
              <Input
                {...control}
                autoComplete="one-time-code"
                inputMode="numeric"
                dir="ltr"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setCloseError(null);
                }}
              />
            )}
          </FormField>
        )}
      </ConfirmDialog>
    </Section>
  );
}
