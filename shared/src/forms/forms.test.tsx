import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { CommentInputSchema, LoginSchema, type CommentInput, type Login } from '@rowad/shared/schemas';
import { FormField, Input, Select, theme } from '@rowad/shared/ui';
import { FailureBanner, FormPage, SubmitButton, useSchemaForm, type SchemaLoader } from '@rowad/shared/forms';

/** A sign-in form as a remote would build it: text fields, the shared schema, the shared layout. */
function SignInForm({
  send,
  schema = LoginSchema,
}: {
  send: (data: Login) => Promise<void>;
  schema?: SchemaLoader<Login> | typeof LoginSchema;
}) {
  const { values, change, fieldError, failure, setFailure, busy, onSubmit, formRef } = useSchemaForm(schema, {
    email: '',
    password: '',
  });
  const submit = onSubmit(async (data) => {
    try {
      await send(data);
    } catch {
      setFailure('The server did not answer.');
    }
  });
  return (
    <FormPage>
      <FailureBanner message={failure} />
      <form ref={formRef} onSubmit={submit} noValidate>
        <FormField label="Email" error={fieldError('email')}>
          {(control) => <Input {...control} value={values.email} onChange={change('email')} />}
        </FormField>
        <FormField label="Password" error={fieldError('password')}>
          {(control) => (
            <Input {...control} type="password" value={values.password} onChange={change('password')} />
          )}
        </FormField>
        <SubmitButton type="submit" disabled={busy}>
          {busy ? 'Signing in...' : 'Log in'}
        </SubmitButton>
      </form>
    </FormPage>
  );
}

/** A form with a number field: a comment and its star rating. */
function CommentForm({ send }: { send: (data: CommentInput) => Promise<void> }) {
  const { values, change, set, fieldError, onSubmit, formRef } = useSchemaForm(CommentInputSchema, {
    comment: '',
    rate: 5,
  });
  return (
    <form ref={formRef} onSubmit={onSubmit(send)} noValidate>
      <FormField label="Comment" error={fieldError('comment')}>
        {(control) => <Input {...control} value={values.comment} onChange={change('comment')} />}
      </FormField>
      <FormField label="Rating" error={fieldError('rate')}>
        {(control) => (
          <Select
            {...control}
            value={String(values.rate)}
            onChange={(event) => set('rate', Number(event.target.value))}
          >
            {[1, 2, 3, 4, 5].map((rate) => (
              <option key={rate}>{rate}</option>
            ))}
          </Select>
        )}
      </FormField>
      <SubmitButton type="submit">Send</SubmitButton>
    </form>
  );
}

const renderForm = (form: ReactElement) => render(<ThemeProvider theme={theme}>{form}</ThemeProvider>);

/** What a screen reader announces as a field's description: its error under it ('' for none). */
const messageUnder = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText('Password');

/** A promise the test settles when it wants: the call is in flight until then. */
function pending() {
  let settle: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

afterEach(() => useLanguageStore.setState({ language: 'en' }));

describe('useSchemaForm with the shared form layout', () => {
  it("shows each field's message under it, in the product's words (docs/product.md), and sends nothing", async () => {
    const send = jest.fn(async (_data: unknown) => undefined);
    renderForm(<SignInForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(messageUnder(emailField())).toBe('Email is required');
    expect(messageUnder(passwordField())).toBe('Password is required');
    expect(send).not.toHaveBeenCalled();
  });

  it('moves focus to the first invalid field', async () => {
    renderForm(<SignInForm send={async () => undefined} />);
    await userEvent.type(passwordField(), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(document.activeElement).toBe(emailField());

    await userEvent.type(emailField(), 'lina@example.com');
    await userEvent.clear(passwordField());
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(document.activeElement).toBe(passwordField());
  });

  it("clears a field's message when the user types in it", async () => {
    renderForm(<SignInForm send={async () => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.type(emailField(), 'l');
    expect(messageUnder(emailField())).toBe('');
    expect(messageUnder(passwordField())).toBe('Password is required');
  });

  it('is busy while the call runs: the button says so and cannot send twice', async () => {
    const call = pending();
    const send = jest.fn((_data: unknown) => call.promise);
    renderForm(<SignInForm send={send} />);
    await userEvent.type(emailField(), ' lina@example.com ');
    await userEvent.type(passwordField(), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const busy = screen.getByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(busy);
    expect(send).toHaveBeenCalledTimes(1);
    // The schema's output is sent: the e-mail trimmed.
    expect(send).toHaveBeenCalledWith({ email: 'lina@example.com', password: 'secret-password' });

    call.settle();
    expect(((await screen.findByRole('button', { name: 'Log in' })) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows a failure in the banner, and clears it when the user types', async () => {
    renderForm(<SignInForm send={() => Promise.reject(new Error('offline'))} />);
    await userEvent.type(emailField(), 'lina@example.com');
    await userEvent.type(passwordField(), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The server did not answer.');
    await userEvent.type(passwordField(), '!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the schema's messages in Arabic when the page is in Arabic", async () => {
    useLanguageStore.setState({ language: 'ar' });
    renderForm(<SignInForm send={async () => undefined} />);
    await userEvent.type(emailField(), 'lina@');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(messageUnder(emailField())).toBe('يرجى إدخال بريد إلكتروني صحيح');
    expect(messageUnder(passwordField())).toBe('كلمة المرور مطلوبة');
  });

  it('follows a language change while a message is shown', async () => {
    renderForm(<SignInForm send={async () => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(messageUnder(emailField())).toBe('Email is required');
    act(() => useLanguageStore.setState({ language: 'ar' }));
    expect(messageUnder(emailField())).toBe('البريد الإلكتروني مطلوب');
  });

  it('holds and sends values that are not text (a rating as a number)', async () => {
    const send = jest.fn(async (_data: unknown) => undefined);
    renderForm(<CommentForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(messageUnder(screen.getByRole('textbox', { name: 'Comment' }))).toBe('Please write a comment.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Lovely soap');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ comment: 'Lovely soap', rate: 4 });
  });
});

describe('useSchemaForm with a schema loaded when first needed', () => {
  it('downloads the rules with the first keystroke, not with the page, and checks with them', async () => {
    const loader = jest.fn(async () => LoginSchema);
    const send = jest.fn(async (_data: Login) => undefined);
    renderForm(<SignInForm send={send} schema={loader} />);
    expect(loader).not.toHaveBeenCalled();

    await userEvent.type(emailField(), 'amal@example.ps');
    expect(loader).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    await userEvent.type(passwordField(), 'olive-tree-42');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(send).toHaveBeenCalledWith({ email: 'amal@example.ps', password: 'olive-tree-42' });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  // When the rules cannot be downloaded the form says it needs a connection: offline.test.tsx.
});
