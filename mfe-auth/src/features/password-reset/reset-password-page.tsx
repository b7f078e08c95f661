import { useState } from 'react';
import { Link, useNavigate } from '@rowad/shared/routing';
import { loginWithNotice, paths } from '@rowad/shared/paths';
import { resetPassword } from '@rowad/shared/api';
import { ResetPasswordSchema } from '@rowad/shared/schemas';
import { Card, CardBody, FormField } from '@rowad/shared/ui';
import { FormPage, Links, serverFieldMessages, useFormMessages, useSchemaForm } from '@rowad/shared/forms';
import { AuthForm, AuthPasswordInput } from '../../components/auth-form';
import { usePasswordResetMessages, useStepFailure } from './messages';
import { forgetReset, storedResetCode, storedResetEmail } from './reset-storage';
import { StartOver } from './start-over';

/** What steps 1 and 2 stored, or null when either is missing. */
function storedStep(): { email: string; code: string } | null {
  const email = storedResetEmail();
  const code = email === null ? null : storedResetCode(email);
  return email === null || code === null ? null : { email, code };
}

/** docs/product.md §2 "Password reset", step 3 (/restpassword): the new password, then back to /login. */
export default function ResetPasswordPage() {
  const t = usePasswordResetMessages();
  const [step] = useState(storedStep);
  return (
    <FormPage>
      <Card>
        <CardBody>
          <h1>{t('resetTitle')}</h1>
          {step === null ? <StartOver /> : <NewPasswordForm {...step} />}
        </CardBody>
      </Card>
    </FormPage>
  );
}

function NewPasswordForm({ email, code }: { email: string; code: string }) {
  const t = usePasswordResetMessages();
  const shared = useFormMessages();
  const stepFailure = useStepFailure();
  const navigate = useNavigate();
  const { values, errors, setErrors, failure, setFailure, busy, change, onSubmit, formRef, needsConnection } =
    useSchemaForm(ResetPasswordSchema, { newPassword: '', newPasswordVerify: '' });

  const submit = onSubmit(
    async (data) => {
      try {
        await resetPassword(data);
        forgetReset();
        // The login page confirms the reset from this parameter.
        navigate(loginWithNotice('passwordReset', 'confirmed'));
      } catch (error) {
        // The product's banner (docs/product.md §8) stays; a rule the server checks (a too common password) also goes under
        // its field, so the user knows what to change.
        const { newPassword } = serverFieldMessages(error);
        if (newPassword) setErrors({ newPassword });
        setFailure(stepFailure(error, 'Invalid request. Please try again.'));
      }
    },
    { extra: { email, code } },
  );

  return (
    <>
      <AuthForm
        failure={failure}
        formRef={formRef}
        onSubmit={submit}
        busy={busy}
        needsConnection={needsConnection}
        submitLabel={t('reset')}
        busyLabel={t('resetting')}
      >
        <FormField label={t('newPassword')} hint={t('passwordHint')} error={shared.error(errors.newPassword)}>
          {(control) => (
            <AuthPasswordInput
              {...control}
              purpose="new"
              value={values.newPassword}
              onChange={change('newPassword')}
            />
          )}
        </FormField>
        <FormField label={t('confirmNewPassword')} error={shared.error(errors.newPasswordVerify)}>
          {(control) => (
            <AuthPasswordInput
              {...control}
              purpose="new"
              value={values.newPasswordVerify}
              onChange={change('newPasswordVerify')}
            />
          )}
        </FormField>
      </AuthForm>
      {/* A code can expire between steps: the way back to a new one. */}
      <Links>
        <li>
          <Link to={paths.forgotPassword}>{t('newCode')}</Link>
        </li>
      </Links>
    </>
  );
}
