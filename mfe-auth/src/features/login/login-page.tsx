import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@rowad/shared/routing';
import { loginNotices, paths } from '@rowad/shared/paths';
import { useAuthStore } from '@rowad/shared/session';
import { Card, CardBody, FormField } from '@rowad/shared/ui';
import { Banner, FormPage, Links, useFormMessages, useSchemaForm } from '@rowad/shared/forms';
import { AuthForm, AuthPasswordInput, EmailInput } from '../../components/auth-form';
import { loginFailure, UnreadableTokenError } from './login-error';
import type * as Steps from './steps';
import { useLoginMessages, type LoginMessageKey } from './messages';

// The rules and the call are downloaded with the first keystroke (or the submit), not with the
// page: zod and the typed calls stay off the first paint of /login.
const loadLoginSchema = () => import('@rowad/shared/schemas').then((schemas) => schemas.LoginSchema);

/** docs/product.md §2 "Login (/login)". */
export default function LoginPage() {
  const t = useLoginMessages();
  const shared = useFormMessages();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useAuthStore((state) => state.signIn);
  const { values, errors, failure, setFailure, busy, change, onSubmit, formRef, needsConnection } =
    useSchemaForm(loadLoginSchema, {
      email: '',
      password: '',
    });

  const notice = Object.entries(loginNotices).flatMap(([name, outcomes]) => {
    const outcome = params.get(name);
    return outcome && (outcomes as readonly string[]).includes(outcome)
      ? [{ key: `${name}.${outcome}` as LoginMessageKey, confirmed: outcome === 'confirmed' }]
      : [];
  })[0];

  // After a right password, the second step the server asked for (docs/product.md §2 "Login").
  const [step, setStep] = useState<{
    kind: 'code' | 'enrol';
    mfaToken: string;
    screens: typeof Steps;
  } | null>(null);

  const submit = onSubmit(async (data) => {
    try {
      const { login } = await import('@rowad/shared/api');
      const answer = await login(data);
      if ('mfaRequired' in answer || 'mfaEnrolmentRequired' in answer) {
        const screens = await import('./steps');
        const kind = 'mfaRequired' in answer ? 'code' : 'enrol';
        return setStep({ kind, mfaToken: answer.mfaToken, screens });
      }
      if (!signIn(answer.token)) throw new UnreadableTokenError();
      navigate(paths.home);
    } catch (error) {
      const found = loginFailure(error);
      setFailure(
        found.kind === 'known'
          ? t(found.key)
          : (shared.server(found) ?? t('An error occurred during login. Please try again.')),
      );
    }
  });

  const signedIn = (token: string) => {
    if (signIn(token)) navigate(paths.home);
    else {
      setStep(null);
      setFailure(t('Authentication error. Please try again.'));
    }
  };

  if (step) {
    const { EnrolmentStep, SecondFactorStep } = step.screens;
    return (
      <FormPage>
        <Card>
          <CardBody>
            {step.kind === 'code' ? (
              <SecondFactorStep
                mfaToken={step.mfaToken}
                onSignedIn={signedIn}
                onRestart={() => setStep(null)}
              />
            ) : (
              <EnrolmentStep mfaToken={step.mfaToken} onSignedIn={signedIn} onRestart={() => setStep(null)} />
            )}
          </CardBody>
        </Card>
      </FormPage>
    );
  }

  return (
    <FormPage>
      <Card>
        <CardBody>
          <h1>{t('title')}</h1>
          {notice && (
            <Banner role="status" $tone={notice.confirmed ? 'success' : 'info'}>
              {t(notice.key)}
            </Banner>
          )}
          <AuthForm
            failure={failure}
            formRef={formRef}
            onSubmit={submit}
            busy={busy}
            needsConnection={needsConnection}
            submitLabel={t('submit')}
            busyLabel={t('busy')}
          >
            <FormField label={shared.t('email')} error={shared.error(errors.email)}>
              {(control) => <EmailInput {...control} value={values.email} onChange={change('email')} />}
            </FormField>
            <FormField label={t('password')} error={shared.error(errors.password)}>
              {(control) => (
                <AuthPasswordInput
                  {...control}
                  purpose="current"
                  value={values.password}
                  onChange={change('password')}
                />
              )}
            </FormField>
          </AuthForm>
          <p>
            {t('agreement')} <Link to={paths.faq}>{t('terms')}</Link> {t('and')}{' '}
            <Link to={paths.faq}>{t('privacy')}</Link>.
          </p>
          <Links>
            <li>
              <Link to={paths.contact}>{t('otherIssue')}</Link>
            </li>
            <li>
              <Link to={paths.forgotPassword}>{t('forgot')}</Link>
            </li>
            <li>
              {t('noAccount')} <Link to={paths.register}>{t('register')}</Link>
            </li>
          </Links>
        </CardBody>
      </Card>
    </FormPage>
  );
}
