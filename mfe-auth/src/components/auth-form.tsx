import type { FormEventHandler, InputHTMLAttributes, ReactNode, RefObject } from 'react';
import { ConnectionNotice, FailureBanner, SubmitButton, useFormMessages } from '@rowad/shared/forms';
import { Input, PasswordInput } from '@rowad/shared/ui';

/*
 * What the sign-in, registration and password-reset forms share: the failure banner above the
 * form, the form itself (the schema form's ref and submit handler, the browser's own checks off)
 * and the full-width submit button that says it is busy while the call runs, with the notice
 * that sending needs a connection above it while there is none (issue 32).
 */

interface AuthFormProps {
  /** The banner's text (docs/product.md, validation messages: one sentence per failure). */
  failure: string | null;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** useSchemaForm's `needsConnection`: offline, or the last send got no answer. */
  needsConnection: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

export function AuthForm({
  failure,
  formRef,
  onSubmit,
  busy,
  needsConnection,
  submitLabel,
  busyLabel,
  children,
}: AuthFormProps) {
  return (
    <>
      <FailureBanner message={failure} />
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        {children}
        <ConnectionNotice show={needsConnection} />
        <SubmitButton type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </SubmitButton>
      </form>
    </>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete'>;

/** The e-mail of an account: the browser offers the saved addresses. */
export function EmailInput(props: InputProps) {
  return <Input {...props} type="email" autoComplete="email" />;
}

/** A password with its show/hide toggle; `purpose` tells password managers what to fill. */
export function AuthPasswordInput({ purpose, ...props }: InputProps & { purpose: 'current' | 'new' }) {
  const shared = useFormMessages();
  return (
    <PasswordInput
      {...props}
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      showLabel={shared.t('show')}
      hideLabel={shared.t('hide')}
    />
  );
}

/**
 * A second-factor code: the phone's keyboard shows digits and offers the code it received
 * (`one-time-code`); `recovery` switches to letters for a recovery code.
 */
export function OneTimeCodeInput({ recovery, ...props }: InputProps & { recovery: boolean }) {
  return (
    <Input
      {...props}
      type="text"
      autoComplete="one-time-code"
      inputMode={recovery ? 'text' : 'numeric'}
      spellCheck={false}
      autoCapitalize="off"
    />
  );
}
