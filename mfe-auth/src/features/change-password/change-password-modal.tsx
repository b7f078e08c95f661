import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { changePassword } from '@rowad/shared/api';
import type { ChangePasswordModalProps } from '@rowad/shared/federation';
import { ChangePasswordSchema, type ChangePassword } from '@rowad/shared/schemas';
import { Button, Dialog, FormField, Input } from '@rowad/shared/ui';
import {
  ConnectionNotice,
  isConnectionFailure,
  type ServerFailure,
  serverFailureOf,
  useConnection,
  useFormMessages,
} from '@rowad/shared/forms';
import { useChangePasswordMessages } from './messages';

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const FormError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.danger};
`;

type Outcome = { kind: 'success' } | ({ kind: 'error' } & ServerFailure);

const EMPTY: ChangePassword = { oldPassword: '', newPassword: '', newPasswordVerify: '' };

/** docs/product.md §2 "Change Password modal", opened from the account menu. */
export default function ChangePasswordModal({ onClose }: ChangePasswordModalProps) {
  const t = useChangePasswordMessages();
  const shared = useFormMessages();
  const [values, setValues] = useState<ChangePassword>(EMPTY);
  const [formError, setFormError] = useState<'changePassword.fillIn' | 'changePassword.mismatch' | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Offline, or the last try got no answer (issue 32): the notice by the button, the form as typed.
  const { setLost, needsConnection } = useConnection();

  const field = (name: keyof ChangePassword) => ({
    value: values[name],
    type: 'password',
    autoComplete: name === 'oldPassword' ? 'current-password' : 'new-password',
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setFormError(null);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !navigator.onLine) return;
    const parsed = ChangePasswordSchema.safeParse(values);
    if (!parsed.success) {
      // docs/product.md shows one sentence for the whole form: the mismatch, or else "fill in all fields".
      const message = parsed.error.issues[0]?.message;
      setFormError(message === 'changePassword.mismatch' ? message : 'changePassword.fillIn');
      return;
    }
    setBusy(true);
    setLost(false);
    try {
      await changePassword(parsed.data);
      setOutcome({ kind: 'success' });
    } catch (error) {
      if (isConnectionFailure(error)) setLost(true);
      else setOutcome({ kind: 'error', ...serverFailureOf(error) });
    } finally {
      setBusy(false);
    }
  };

  if (outcome?.kind === 'success') {
    return (
      <Dialog
        open
        title={t('successTitle')}
        onClose={onClose}
        actions={<Button onClick={onClose}>{t('ok')}</Button>}
      >
        <p>{t('passwordChanged')}</p>
      </Dialog>
    );
  }
  if (outcome?.kind === 'error') {
    return (
      <Dialog
        open
        title={t('errorTitle')}
        onClose={() => setOutcome(null)}
        actions={<Button onClick={() => setOutcome(null)}>{t('ok')}</Button>}
      >
        <p>{shared.server(outcome) ?? t('changeFailed')}</p>
      </Dialog>
    );
  }

  return (
    <Dialog open title={t('changePasswordTitle')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {formError && <FormError role="alert">{shared.error(formError)}</FormError>}
        <FormField label={t('currentPassword')}>
          {(control) => <Input {...control} {...field('oldPassword')} />}
        </FormField>
        <FormField label={t('newPassword')}>
          {(control) => <Input {...control} {...field('newPassword')} />}
        </FormField>
        <FormField label={t('confirmNewPassword')}>
          {(control) => <Input {...control} {...field('newPasswordVerify')} />}
        </FormField>
        <ConnectionNotice show={needsConnection} />
        <Buttons>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('submitting') : t('submit')}
          </Button>
        </Buttons>
      </form>
    </Dialog>
  );
}
