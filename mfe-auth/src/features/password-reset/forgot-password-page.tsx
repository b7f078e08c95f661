import { Link, useNavigate } from '@rowad/shared/routing';
import { paths } from '@rowad/shared/paths';
import { forgotPassword } from '@rowad/shared/api';
import { ForgotPasswordSchema } from '@rowad/shared/schemas';
import { Card, CardBody, FormField } from '@rowad/shared/ui';
import { FormPage, Lead, Links, useFormMessages, useSchemaForm } from '@rowad/shared/forms';
import { AuthForm, EmailInput } from '../../components/auth-form';
import { usePasswordResetMessages, useStepFailure } from './messages';
import { rememberResetEmail } from './reset-storage';

/** docs/product.md §2 "Password reset", step 1 (/forgotpassword): the e-mail to send a code to. */
export default function ForgotPasswordPage() {
  const t = usePasswordResetMessages();
  const shared = useFormMessages();
  const stepFailure = useStepFailure();
  const navigate = useNavigate();
  const { values, errors, failure, setFailure, busy, change, onSubmit, formRef, needsConnection } =
    useSchemaForm(ForgotPasswordSchema, { email: '' });

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
          <AuthForm
            failure={failure}
            formRef={formRef}
            onSubmit={submit}
            busy={busy}
            needsConnection={needsConnection}
            submitLabel={t('send')}
            busyLabel={t('sending')}
          >
            <FormField label={shared.t('email')} error={shared.error(errors.email)}>
              {(control) => <EmailInput {...control} value={values.email} onChange={change('email')} />}
            </FormField>
          </AuthForm>
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
