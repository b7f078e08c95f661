import { Lead } from '@rowad/shared/forms';
import { Button } from '@rowad/shared/ui';
import { CodeForm } from './code-form';
import { useStepMessages } from './step-messages';

/** After the password, for an account with a second factor: the code opens the session. */
export function SecondFactorStep({
  mfaToken,
  onSignedIn,
  onRestart,
}: {
  mfaToken: string;
  onSignedIn: (token: string) => void;
  /** Back to the password: the step lasts a few minutes. */
  onRestart: () => void;
}) {
  const t = useStepMessages();
  const send = async (code: string) => {
    const { completeLoginStep } = await import('@rowad/shared/api');
    const { token } = await completeLoginStep({ mfaToken, code });
    onSignedIn(token);
  };
  return (
    <>
      <h1>{t('codeTitle')}</h1>
      <Lead>{t('codeLead')}</Lead>
      <CodeForm send={send} allowRecovery submitLabel="verify" />
      <p>
        <Button type="button" $variant="ghost" onClick={onRestart}>
          {t('startOver')}
        </Button>
      </p>
    </>
  );
}
