import { useEffect, useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import {
  Banner,
  ConnectionNotice,
  FailureBanner,
  isConnectionFailure,
  serverFailureOf,
  SubmitButton,
  useConnection,
  useFormMessages,
  useSchemaForm,
} from '@rowad/shared/forms';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import type { SecondFactorSetup, SecondFactorStatus } from '@rowad/shared/schemas';
import { Button, FormField, Input, PasswordInput } from '@rowad/shared/ui';
import { useProfileFormMessages } from './messages';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const QrCode = styled.img`
  display: block;
  width: 200px;
  height: 200px;
`;

// A key and codes are Latin letters and digits: read left to right on an Arabic page too.
const Key = styled.code`
  direction: ltr;
  unicode-bidi: isolate;
  word-break: break-all;
`;

const Codes = styled.ol`
  direction: ltr;
  /* Two columns where both fit a code and its number, one on a phone. */
  columns: 2 11rem;
  column-gap: 2rem;
  font-family: monospace;
`;

/** The QR code as an image: the server's SVG is drawn, never run as part of the page. */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const loadConfirmSchema = () =>
  import('@rowad/shared/schemas').then((schemas) => schemas.SecondFactorConfirmSchema);
const loadDisableSchema = () =>
  import('@rowad/shared/schemas').then((schemas) => schemas.SecondFactorDisableSchema);

type Phase =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'status'; status: SecondFactorStatus }
  | { kind: 'scan'; setup: SecondFactorSetup }
  | { kind: 'codes'; recoveryCodes: string[] };

/**
 * Two-step sign-in in the profile (docs/product.md §2 "Login", issue 28): turn it on (QR code, key,
 * a first code, then the ten recovery codes shown once) or off (password and a code). Shows
 * nothing when its state cannot be loaded: the profile above stays usable.
 */
export function SecondFactorSettings() {
  const t = useProfileFormMessages();
  const language = useLanguageStore((state) => state.language);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Turning it on got no answer (issue 32): the connection notice, not the failure.
  const { setLost, needsConnection } = useConnection();

  const fetchStatus = () => import('@rowad/shared/api').then(({ getSecondFactor }) => getSecondFactor());
  /** After turning it on or off: the state as the server now has it. */
  const reload = () =>
    fetchStatus().then(
      (status) => setPhase({ kind: 'status', status }),
      () => setPhase({ kind: 'unavailable' }),
    );
  useEffect(() => {
    let live = true;
    import('@rowad/shared/api')
      .then(({ getSecondFactor }) => getSecondFactor())
      .then(
        (status) => live && setPhase({ kind: 'status', status }),
        () => live && setPhase({ kind: 'unavailable' }),
      );
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    // Offline, the notice by the button says it; nothing is started.
    if (!navigator.onLine) return;
    setBusy(true);
    setFailure(null);
    setLost(false);
    try {
      const { setupSecondFactor } = await import('@rowad/shared/api');
      setPhase({ kind: 'scan', setup: await setupSecondFactor() });
    } catch (error) {
      if (isConnectionFailure(error)) setLost(true);
      else setFailure(t('mfaFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (phase.kind === 'loading' || phase.kind === 'unavailable') return null;
  return (
    <Section aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">{t('mfaTitle')}</h2>
      <FailureBanner message={failure} />
      {phase.kind === 'status' && !phase.status.enabled && (
        <>
          <p>{t('mfaOff')}</p>
          <ConnectionNotice show={needsConnection} />
          <Button type="button" onClick={() => void turnOn()} disabled={busy}>
            {busy ? t('mfaTurningOn') : t('mfaTurnOn')}
          </Button>
        </>
      )}
      {phase.kind === 'status' && phase.status.enabled && (
        <>
          <p>
            {t('mfaOn', {
              date: formatDate(phase.status.enabledAt, language),
              count: phase.status.recoveryCodesLeft,
            })}
          </p>
          {phase.status.required ? <p>{t('mfaRequired')}</p> : <DisableForm onDone={() => void reload()} />}
        </>
      )}
      {phase.kind === 'scan' && (
        <>
          <p>{t('mfaScan')}</p>
          <QrCode src={svgSource(phase.setup.qrSvg)} alt={t('mfaQr')} />
          <p>
            {t('mfaKey')}: <Key>{phase.setup.secret}</Key>
          </p>
          <ConfirmForm onConfirmed={(recoveryCodes) => setPhase({ kind: 'codes', recoveryCodes })} />
        </>
      )}
      {phase.kind === 'codes' && (
        <>
          <h3>{t('mfaCodesTitle')}</h3>
          <Banner role="status" $tone="info">
            {t('mfaCodesLead')}
          </Banner>
          <Codes aria-label={t('mfaCodesTitle')}>
            {phase.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </Codes>
          <Button type="button" onClick={() => void reload()}>
            {t('mfaDone')}
          </Button>
        </>
      )}
    </Section>
  );
}

/** A second-factor code: digits from the app (the phone offers the code it received). */
function CodeInput(props: ComponentProps<typeof Input>) {
  return <Input {...props} type="text" autoComplete="one-time-code" inputMode="numeric" spellCheck={false} />;
}

function ConfirmForm({ onConfirmed }: { onConfirmed: (recoveryCodes: string[]) => void }) {
  const t = useProfileFormMessages();
  const shared = useFormMessages();
  const { values, errors, failure, setFailure, busy, change, onSubmit, formRef, needsConnection } =
    useSchemaForm(loadConfirmSchema, { code: '' });
  const submit = onSubmit(async (body) => {
    try {
      const { confirmSecondFactor } = await import('@rowad/shared/api');
      onConfirmed((await confirmSecondFactor(body)).recoveryCodes);
    } catch (error) {
      setFailure(shared.server(serverFailureOf(error)) ?? t('mfaFailed'));
    }
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <FailureBanner message={failure} />
      <FormField label={t('mfaCode')} error={shared.error(errors.code)}>
        {(control) => <CodeInput {...control} value={values.code} onChange={change('code')} />}
      </FormField>
      <ConnectionNotice show={needsConnection} />
      <SubmitButton type="submit" disabled={busy}>
        {busy ? t('mfaChecking') : t('mfaConfirm')}
      </SubmitButton>
    </form>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const t = useProfileFormMessages();
  const shared = useFormMessages();
  const { values, errors, failure, setFailure, busy, change, onSubmit, formRef, needsConnection } =
    useSchemaForm(loadDisableSchema, { currentPassword: '', code: '' });
  const submit = onSubmit(async (body) => {
    try {
      const { disableSecondFactor } = await import('@rowad/shared/api');
      await disableSecondFactor(body);
      onDone();
    } catch (error) {
      setFailure(shared.server(serverFailureOf(error)) ?? t('mfaFailed'));
    }
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <FailureBanner message={failure} />
      <FormField label={t('currentPassword')} error={shared.error(errors.currentPassword)}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            showLabel={shared.t('show')}
            hideLabel={shared.t('hide')}
            value={values.currentPassword}
            onChange={change('currentPassword')}
          />
        )}
      </FormField>
      <FormField label={t('mfaCode')} error={shared.error(errors.code)}>
        {(control) => <CodeInput {...control} value={values.code} onChange={change('code')} />}
      </FormField>
      <ConnectionNotice show={needsConnection} />
      <SubmitButton type="submit" $variant="danger" disabled={busy}>
        {busy ? t('mfaTurningOff') : t('mfaTurnOff')}
      </SubmitButton>
    </form>
  );
}
