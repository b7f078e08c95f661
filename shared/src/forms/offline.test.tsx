import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { sendRequest } from '@rowad/shared/api-client';
import { useLanguageStore } from '@rowad/shared/i18n';
import { LoginSchema, type Login } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { FormField, Input, theme } from '@rowad/shared/ui';
import {
  ConnectionNotice,
  FailureBanner,
  SubmitButton,
  useSchemaForm,
  type SchemaLoader,
} from '@rowad/shared/forms';
import { goOffline, goOnline } from '../test/network';

const OFFLINE_EN = "You're offline. Sending needs a connection; what you typed stays here.";
const OFFLINE_AR = 'أنت غير متصل بالإنترنت. الإرسال يحتاج إلى اتصال، وما كتبته يبقى هنا.';

/** A sign-in form as the remotes build theirs: it sends through the shared client and words its own failures. */
function SignInForm({ schema = LoginSchema }: { schema?: SchemaLoader<Login> | typeof LoginSchema }) {
  const { values, change, fieldError, failure, setFailure, busy, onSubmit, formRef, needsConnection } =
    useSchemaForm(schema, { email: '', password: '' });
  const submit = onSubmit(async (data) => {
    try {
      await sendRequest({ method: 'POST', url: '/auth/login', data });
    } catch {
      setFailure('An error occurred during login. Please try again.');
    }
  });
  return (
    <>
      <FailureBanner message={failure} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <FormField label="Email" error={fieldError('email')}>
          {(control) => <Input {...control} value={values.email} onChange={change('email')} />}
        </FormField>
        <FormField label="Password" error={fieldError('password')}>
          {(control) => <Input {...control} value={values.password} onChange={change('password')} />}
        </FormField>
        <ConnectionNotice show={needsConnection} />
        <SubmitButton type="submit" disabled={busy}>
          {busy ? 'Signing in...' : 'Log in'}
        </SubmitButton>
      </form>
    </>
  );
}

const renderForm = (schema?: SchemaLoader<Login>) =>
  render(
    <ThemeProvider theme={theme}>
      <SignInForm schema={schema} />
    </ThemeProvider>,
  );

const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
const passwordField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Password' });
const logIn = () => userEvent.click(screen.getByRole('button', { name: 'Log in' }));
const notice = () => screen.queryByRole('status');

async function fillIn() {
  await userEvent.type(emailField(), 'amal@example.ps');
  await userEvent.type(passwordField(), 'olive-tree-42');
}

let api: FakeApi;
beforeEach(async () => {
  api = await installFakeApi();
  api.on('POST', '/auth/login', { status: 200, body: { token: 't' } });
});
afterEach(() => {
  api.restore();
  goOnline();
  useLanguageStore.setState({ language: 'en' });
});

describe('a shared form offline (issue 32)', () => {
  it('says it needs a connection by the button, sends nothing and keeps what was typed', async () => {
    renderForm();
    await fillIn();
    expect(notice()).toBeNull();

    goOffline();
    expect(notice()?.textContent).toBe(OFFLINE_EN);
    await logIn();

    expect(api.requests).toHaveLength(0);
    // No spinner that then fails, no failure banner: the notice says it all.
    expect(screen.queryByRole('button', { name: 'Signing in...' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(emailField().value).toBe('amal@example.ps');
    expect(passwordField().value).toBe('olive-tree-42');
    // The notice sits with the submit button, after the fields.
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(notice()?.nextElementSibling).toBe(button);
  });

  it('says it in Arabic when the page is in Arabic', async () => {
    useLanguageStore.setState({ language: 'ar' });
    renderForm();
    goOffline();
    expect(notice()?.textContent).toBe(OFFLINE_AR);
  });

  it('works again once the connection is back: the notice goes and the send goes through', async () => {
    renderForm();
    await fillIn();
    goOffline();
    await logIn();
    goOnline();
    expect(notice()).toBeNull();

    await logIn();
    expect(api.requests.map((request) => request.body)).toEqual([
      { email: 'amal@example.ps', password: 'olive-tree-42' },
    ]);
  });

  it('shows the connection notice, not its failure, when the call gets no answer; the values stay', async () => {
    api.on('POST', '/auth/login', 'network');
    renderForm();
    await fillIn();
    await logIn();

    expect((await screen.findByRole('status')).textContent).toBe(OFFLINE_EN);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(emailField().value).toBe('amal@example.ps');
    expect(passwordField().value).toBe('olive-tree-42');

    // The next send that gets through takes the notice away.
    api.on('POST', '/auth/login', { status: 200, body: { token: 't' } });
    await logIn();
    await act(async () => undefined);
    expect(notice()).toBeNull();
    expect(api.requests).toHaveLength(2);
  });

  it("still shows the form's own failure when the server answered", async () => {
    api.on('POST', '/auth/login', { status: 500, body: { code: 'INTERNAL', message: 'Boom' } });
    renderForm();
    await fillIn();
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occurred during login. Please try again.',
    );
    expect(notice()).toBeNull();
  });

  it('shows the connection notice when the rules cannot be downloaded, and checks on the next submit', async () => {
    const loader = jest
      .fn<SchemaLoader<Login>>()
      .mockRejectedValueOnce(Object.assign(new Error('Loading chunk 12 failed'), { name: 'ChunkLoadError' }))
      .mockResolvedValue(LoginSchema);
    renderForm(loader);
    await logIn();
    expect((await screen.findByRole('status')).textContent).toBe(OFFLINE_EN);
    expect(api.requests).toHaveLength(0);

    await logIn();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(notice()).toBeNull();
  });
});
