import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { apiClient } from '@rowad/shared/api-client';
import { LoginSchema, type Login } from '@rowad/shared/schemas';
import { useAuthStore } from '@rowad/shared/session';
import { Button, Card, CardBody, FormField, Input, PasswordInput } from '@rowad/shared/ui';
import { loginFailure, UnreadableTokenError, type LoginFailure } from './login-error';
import { useLoginMessages, type LoginMessageKey } from './messages';

const Page = styled.section`
  max-width: 440px;
  margin: 0 auto;
`;

const Banner = styled.p<{ $tone: 'danger' | 'success' | 'info' }>`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Surface`]};
`;

const SubmitButton = styled(Button)`
  width: 100%;
`;

const Links = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

type Field = keyof Login;
const LINK_NOTICES = ['activation', 'emailChange'] as const;
const OUTCOMES = ['confirmed', 'expired', 'invalid'] as const;

/** SPEC "Login (/login)". */
export default function LoginPage() {
  const t = useLoginMessages();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useAuthStore((state) => state.signIn);
  const [values, setValues] = useState<Login>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, LoginMessageKey>>>({});
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [busy, setBusy] = useState(false);

  // The landing of an activation or e-mail confirmation link (the API redirects here).
  const notice = LINK_NOTICES.flatMap((name) => {
    const outcome = params.get(name);
    return outcome && (OUTCOMES as readonly string[]).includes(outcome) ? [{ name, outcome }] : [];
  })[0];

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // SPEC: typing in a field clears that field's error and the general error.
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = LoginSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, LoginMessageKey>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message as LoginMessageKey;
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      const { data } = await apiClient.post<{ token: string }>('/auth/login', parsed.data);
      if (!signIn(data.token)) throw new UnreadableTokenError();
      navigate('/');
    } catch (error) {
      setFailure(loginFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <Card>
        <CardBody>
          <h1>{t('title')}</h1>
          {notice && (
            <Banner role="status" $tone={notice.outcome === 'confirmed' ? 'success' : 'info'}>
              {t(`${notice.name}.${notice.outcome}` as LoginMessageKey)}
            </Banner>
          )}
          {failure && (
            <Banner role="alert" $tone="danger">
              {failure.kind === 'known' ? t(failure.key) : failure.message}
            </Banner>
          )}
          <form onSubmit={submit} noValidate>
            <FormField label={t('email')} error={errors.email && t(errors.email)}>
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
            <FormField label={t('password')} error={errors.password && t(errors.password)}>
              {(control) => (
                <PasswordInput
                  {...control}
                  autoComplete="current-password"
                  value={values.password}
                  onChange={change('password')}
                  showLabel={t('show')}
                  hideLabel={t('hide')}
                />
              )}
            </FormField>
            <SubmitButton type="submit" disabled={busy}>
              {busy ? t('busy') : t('submit')}
            </SubmitButton>
          </form>
          <p>
            {t('agreement')} <Link to="/faq">{t('terms')}</Link> {t('and')}{' '}
            <Link to="/faq">{t('privacy')}</Link>.
          </p>
          <Links>
            <li>
              <Link to="/contact">{t('otherIssue')}</Link>
            </li>
            <li>
              <Link to="/forgotpassword">{t('forgot')}</Link>
            </li>
            <li>
              {t('noAccount')} <Link to="/register">{t('register')}</Link>
            </li>
          </Links>
        </CardBody>
      </Card>
    </Page>
  );
}
