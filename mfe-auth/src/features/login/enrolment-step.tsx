import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Banner, Lead } from '@rowad/shared/forms';
import type { SecondFactorSetup } from '@rowad/shared/schemas';
import { Button } from '@rowad/shared/ui';
import { CodeForm } from './code-form';
import { useStepMessages } from './step-messages';

const QrCode = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin: 0 auto ${({ theme }) => theme.space(4)};
`;

// A key and codes are Latin letters and digits: read left to right on an Arabic page too.
const Key = styled.code`
  direction: ltr;
  unicode-bidi: isolate;
  word-break: break-all;
  font-size: 1.1rem;
`;

const Codes = styled.ol`
  direction: ltr;
  /* Two columns where both fit a code and its number, one on a phone. */
  columns: 2 11rem;
  column-gap: 2rem;
  font-family: monospace;
  font-size: 1.1rem;
`;

/** The QR code as an image: the server's SVG is drawn, never run as part of the page. */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

type Phase =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'scan'; setup: SecondFactorSetup }
  | { kind: 'codes'; token: string; recoveryCodes: string[] };

/**
 * An admin without a second factor, after the password (docs/product.md §2 "Login"): the key
 * (QR code and text), a first code to confirm it, then the ten recovery codes, shown once.
 */
export function EnrolmentStep({
  mfaToken,
  onSignedIn,
  onRestart,
}: {
  mfaToken: string;
  onSignedIn: (token: string) => void;
  onRestart: () => void;
}) {
  const t = useStepMessages();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    import('@rowad/shared/api')
      .then(({ startEnrolment }) => startEnrolment(mfaToken))
      .then(
        (setup) => live && setPhase({ kind: 'scan', setup }),
        () => live && setPhase({ kind: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [mfaToken]);

  const confirm = async (code: string) => {
    const { confirmEnrolment } = await import('@rowad/shared/api');
    const { token, recoveryCodes } = await confirmEnrolment({ mfaToken, code });
    setPhase({ kind: 'codes', token, recoveryCodes });
  };

  if (phase.kind === 'codes') {
    return (
      <>
        <h1>{t('recoveryTitle')}</h1>
        <Banner role="status" $tone="info">
          {t('recoveryLead')}
        </Banner>
        <Codes aria-label={t('recoveryTitle')}>
          {phase.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
        <Button type="button" onClick={() => onSignedIn(phase.token)}>
          {t('recoveryDone')}
        </Button>
      </>
    );
  }
  return (
    <>
      <h1>{t('enrolTitle')}</h1>
      {phase.kind === 'loading' && <Lead role="status">{t('enrolLoading')}</Lead>}
      {phase.kind === 'failed' && (
        <>
          <Banner role="alert" $tone="danger">
            {t('enrolFailed')}
          </Banner>
          <Button type="button" onClick={onRestart}>
            {t('startOver')}
          </Button>
        </>
      )}
      {phase.kind === 'scan' && (
        <>
          <Lead>{t('enrolLead')}</Lead>
          <QrCode src={svgSource(phase.setup.qrSvg)} alt={t('qrCode')} />
          <p>
            {t('secretKey')}: <Key>{phase.setup.secret}</Key>
          </p>
          <CodeForm send={confirm} allowRecovery={false} submitLabel="confirmEnrolment" />
        </>
      )}
    </>
  );
}
