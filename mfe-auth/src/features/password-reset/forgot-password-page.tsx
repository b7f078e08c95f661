import { Link, useNavigate } from '@rowad/shared/routing';
import { paths } from '@rowad/shared/paths';
import { forgotPassword } from '@rowad/shared/api';
import { ForgotPasswordSchema } from '@rowad/shared/schemas';
import { Card, CardBody, FormField, Input } from '@rowad/shared/ui';
import {
  FailureBanner,
  FormPage,
  Lead,
  Links,
  SubmitButton,
  useFormMessages,
  useSchemaForm,
} from '@rowad/shared/forms';
import { usePasswordResetMessages, useStepFailure } from './messages';
import { rememberResetEmail } from './reset-storage';

/** SPEC "Password reset", step 1 (/forgotpassword): the e-mail to send a code to. */
export default function ForgotPasswordPage() {
  const t = usePasswordResetMessages();
  const shared = useFormMessages();
  const stepFailure = useStepFailure();
  const navigate = useNavigate();
  const { values, errors, failure, setFailure, busy, change, onSubmit, formRef } = useSchemaForm(
    ForgotPasswordSchema,
    { email: '' },
  );

  const submit = onSubmit(async (data) => {
    try {
      await forgotPassword(data);
      rememberResetEmail(data.email);
      navigate(paths.enterCode);
    } catch (error) {
      setFailure(stepFailure(error, 'Invalid email address or user not found'));
    }
  });

  return (
    <FormPage>
      <Card>
        <CardBody>
          <h1>{t('forgotTitle')}</h1>
          <Lead>{t('forgotLead')}</Lead>
          <FailureBanner message={failure} />
          <form ref={formRef} onSubmit={submit} noValidate>
            <FormField label={shared.t('email')} error={shared.error(errors.email)}>
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="email"
                  value={values.email}
                  onChange={change('email')}
                />
              )}
            </FormField>
            <SubmitButton type="submit" disabled={busy}>
              {busy ? t('sending') : t('send')}
            </SubmitButton>
          </form>
          <Links>
            <li>
              <Link to={paths.contact}>{t('needHelp')}</Link>
            </li>
            <li>
              <Link to={paths.login}>{t('backToSignIn')}</Link>
            </li>
          </Links>
        </CardBody>
      </Card>
    </FormPage>
  );
}
