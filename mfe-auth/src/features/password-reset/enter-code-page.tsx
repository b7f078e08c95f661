import { useState } from 'react';
import { Link, useNavigate } from '@rowad/shared/routing';
import { paths } from '@rowad/shared/paths';
import { verifyResetCode } from '@rowad/shared/api';
import { VerifyCodeSchema } from '@rowad/shared/schemas';
import { Card, CardBody, FormField, Input } from '@rowad/shared/ui';
import { FormPage, Lead, Links, useFormMessages, useSchemaForm } from '@rowad/shared/forms';
import { AuthForm } from '../../components/auth-form';
import { usePasswordResetMessages, useStepFailure } from './messages';
import { rememberResetCode, storedResetEmail } from './reset-storage';
import { StartOver } from './start-over';

/** docs/product.md §2 "Password reset", step 2 (/entercode): the 6-digit code mailed to the stored e-mail. */
export default function EnterCodePage() {
  const t = usePasswordResetMessages();
  const [email] = useState(storedResetEmail);
  return (
    <FormPage>
      <Card>
        <CardBody>
          <h1>{t('codeTitle')}</h1>
          {email === null ? <StartOver /> : <CodeForm email={email} />}
        </CardBody>
      </Card>
    </FormPage>
  );
}

function CodeForm({ email }: { email: string }) {
  const t = usePasswordResetMessages();
  const shared = useFormMessages();
  const stepFailure = useStepFailure();
  const navigate = useNavigate();
  const { values, errors, failure, setFailure, busy, change, onSubmit, formRef, needsConnection } =
    useSchemaForm(VerifyCodeSchema, { code: '' });

  const submit = onSubmit(
    async (data) => {
      try {
        await verifyResetCode(data);
        rememberResetCode(data.code);
        navigate(paths.resetPassword);
      } catch (error) {
        setFailure(stepFailure(error, 'Invalid or expired code'));
      }
    },
    { extra: { email } },
  );

  return (
    <>
      <Lead>{t('codeLead', { email })}</Lead>
      <AuthForm
        failure={failure}
        formRef={formRef}
        onSubmit={submit}
        busy={busy}
        needsConnection={needsConnection}
        submitLabel={t('verify')}
        busyLabel={t('verifying')}
      >
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
      </AuthForm>
      <Links>
        <li>
          <Link to={paths.forgotPassword}>{t('newCode')}</Link>
        </li>
      </Links>
    </>
  );
}
