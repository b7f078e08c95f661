import { useState } from 'react';
import { serverFailureOf, useFormMessages, useSchemaForm } from '@rowad/shared/forms';
import { Button, FormField } from '@rowad/shared/ui';
import { AuthForm, OneTimeCodeInput } from '../../components/auth-form';
import { useLoginMessages } from './messages';
import { useStepMessages, type StepMessageKey } from './step-messages';

const loadCodeSchema = () =>
  import('@rowad/shared/schemas').then((schemas) => schemas.SecondFactorConfirmSchema);

interface CodeFormProps {
  /** Sends the code; a failure's text is shown above the form. */
  send: (code: string) => Promise<void>;
  /** Shown while no code has been checked yet (a recovery code is offered at sign-in only). */
  allowRecovery: boolean;
  submitLabel: StepMessageKey;
}

/**
 * The "Code" field of the sign-in's second step and of the enrolment (docs/product.md §2
 * "Login"): six digits from the app or, at sign-in, a recovery code.
 */
export function CodeForm({ send, allowRecovery, submitLabel }: CodeFormProps) {
  const t = useStepMessages();
  const login = useLoginMessages();
  const shared = useFormMessages();
  const [recovery, setRecovery] = useState(false);
  const { values, errors, failure, setFailure, busy, change, onSubmit, formRef, needsConnection } =
    useSchemaForm(loadCodeSchema, { code: '' });

  const submit = onSubmit(async ({ code }) => {
    try {
      await send(code);
    } catch (error) {
      setFailure(
        shared.server(serverFailureOf(error)) ?? login('An error occurred during login. Please try again.'),
      );
    }
  });

  return (
    <AuthForm
      failure={failure}
      formRef={formRef}
      onSubmit={submit}
      busy={busy}
      needsConnection={needsConnection}
      submitLabel={t(submitLabel)}
      busyLabel={t('verifying')}
    >
      <FormField
        label={t('code')}
        error={shared.error(errors.code)}
        hint={allowRecovery ? t('codeHint') : undefined}
      >
        {(control) => (
          <OneTimeCodeInput {...control} recovery={recovery} value={values.code} onChange={change('code')} />
        )}
      </FormField>
      {allowRecovery && (
        <p>
          <Button type="button" $variant="ghost" onClick={() => setRecovery(!recovery)}>
            {recovery ? t('useAppCode') : t('useRecoveryCode')}
          </Button>
        </p>
      )}
    </AuthForm>
  );
}
