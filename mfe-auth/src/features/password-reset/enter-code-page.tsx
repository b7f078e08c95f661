import { useState } from 'react';
import { Link, useNavigate } from '@rowad/shared/routing';
import { apiClient } from '@rowad/shared/api-client';
import { VerifyCodeSchema } from '@rowad/shared/schemas';
import { Card, CardBody, FormField, Input } from '@rowad/shared/ui';
import { AuthPage, FailureBanner, Lead, Links, SubmitButton } from '../../forms/layout';
import { useFormMessages } from '../../forms/messages';
import { useSchemaForm } from '../../forms/use-schema-form';
import { usePasswordResetMessages, useStepFailure } from './messages';
import { rememberResetCode, storedResetEmail } from './reset-storage';
import { StartOver } from './start-over';

/** SPEC "Password reset", step 2 (/entercode): the 6-digit code mailed to the stored e-mail. */
export default function EnterCodePage() {
  const t = usePasswordResetMessages();
  const [email] = useState(storedResetEmail);
  return (
    <AuthPage>
      <Card>
        <CardBody>
          <h1>{t('codeTitle')}</h1>
          {email === null ? <StartOver /> : <CodeForm email={email} />}
        </CardBody>
      </Card>
    </AuthPage>
  );
}

function CodeForm({ email }: { email: string }) {
  const t = usePasswordResetMessages();
  const shared = useFormMessages();
  const stepFailure = useStepFailure();
  const navigate = useNavigate();
  const { values, errors, failure, setFailure, busy, change, onSubmit, formRef } = useSchemaForm(
    VerifyCodeSchema,
    { code: '' },
  );

  const submit = onSubmit(
    async (data) => {
      try {
        await apiClient.post('/auth/reset-password/verify-code', data);
        rememberResetCode(data.code);
        navigate('/restpassword');
      } catch (error) {
        setFailure(stepFailure(error, 'Invalid or expired code'));
      }
    },
    { extra: { email } },
  );

  return (
    <>
      <Lead>{t('codeLead', { email })}</Lead>
      <FailureBanner message={failure} />
      <form ref={formRef} onSubmit={submit} noValidate>
        {/* No maxLength: a seventh digit must be seen and answered, not silently dropped. */}
        <FormField label={t('code')} error={shared.error(errors.code)}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={values.code}
              onChange={change('code')}
            />
          )}
        </FormField>
        <SubmitButton type="submit" disabled={busy}>
          {busy ? t('verifying') : t('verify')}
        </SubmitButton>
      </form>
      <Links>
        <li>
          <Link to="/forgotpassword">{t('newCode')}</Link>
        </li>
      </Links>
    </>
  );
}
