import { useId, useState } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@rowad/shared/api-client';
import { ConnectionNotice, FailureBanner, useSchemaForm } from '@rowad/shared/forms';
import { useLanguageStore } from '@rowad/shared/i18n';
import { useReportItem } from '@rowad/shared/query';
import {
  REPORT_DETAILS_MAX,
  REPORT_ERROR_MESSAGES,
  refusalText,
  REPORT_REASONS,
  ReportRequestSchema,
  type ReportKind,
} from '@rowad/shared/schemas';
import { Button, Dialog, FormField, TextArea } from '@rowad/shared/ui';
import { useReportDialogMessages } from './dialog-messages';
import { useReportMessages } from './messages';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

const Fieldset = styled.fieldset`
  min-inline-size: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: none;
  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-block-size: 40px;
    cursor: pointer;
  }
  input {
    margin: 0;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    flex: none;
  }
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

interface ReportDialogProps {
  kind: ReportKind;
  id: number;
  open: boolean;
  onClose: () => void;
}

const EMPTY = { reason: '', details: '' };

/**
 * The report form (issue 31): a reason (a radio group), details (required for "other", at most
 * REPORT_DETAILS_MAX), checked by the shared ReportRequestSchema; then the receipt. Refusals (already
 * reported, one's own, gone) show the catalogue's text of their code in the current language.
 */
export default function ReportDialog({ kind, id, open, onClose }: ReportDialogProps) {
  const t = useReportDialogMessages();
  const title = useReportMessages();
  const language = useLanguageStore((state) => state.language);
  const report = useReportItem();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(ReportRequestSchema, EMPTY);
  const { values, set, fieldError, failure, setFailure, busy, onSubmit, formRef, needsConnection } = form;
  const legendId = useId();
  const reasonErrorId = useId();
  const reasonError = fieldError('reason');

  const close = () => {
    onClose();
    // The next opening starts afresh (after a receipt, or a refusal that stays true).
    setSent(false);
    form.setErrors({});
    setFailure(null);
    set('reason', '');
    set('details', '');
  };

  const submit = onSubmit(
    async (data) => {
      try {
        await report.mutateAsync({ ...data, details: data.details || undefined });
        setSent(true);
      } catch (error) {
        const { code } = toApiFailure(error);
        if (code && code in REPORT_ERROR_MESSAGES) {
          setFailure(refusalText(code as keyof typeof REPORT_ERROR_MESSAGES, language));
        } else {
          console.error('Sending the report failed', error);
          setFailure(t('failed'));
        }
      }
    },
    { extra: { kind, id } },
  );

  if (sent) {
    return (
      <Dialog
        open={open}
        title={t('receiptTitle')}
        onClose={close}
        actions={
          <Button type="button" onClick={close}>
            {t('close')}
          </Button>
        }
      >
        <p role="status">{t('receipt')}</p>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} title={title(`reportOf.${kind}`)} onClose={close}>
      <form ref={formRef} onSubmit={submit} noValidate aria-busy={busy}>
        <Lead>{t('lead')}</Lead>
        <FailureBanner message={failure} />
        <Fieldset
          role="radiogroup"
          aria-labelledby={legendId}
          aria-describedby={reasonError ? reasonErrorId : undefined}
        >
          <legend id={legendId}>{t('reasonLegend')}</legend>
          {REPORT_REASONS.map((reason, index) => (
            <label key={reason}>
              <input
                type="radio"
                name={`${legendId}-reason`}
                value={reason}
                checked={values.reason === reason}
                // The first choice carries the error, so a failed check brings the focus here.
                aria-invalid={index === 0 && Boolean(reasonError)}
                onChange={() => set('reason', reason)}
              />
              {t(`reason.${reason}`)}
            </label>
          ))}
          {reasonError && (
            <Problem id={reasonErrorId} role="alert">
              {reasonError}
            </Problem>
          )}
        </Fieldset>
        <FormField
          label={t('details')}
          hint={t(values.reason === 'other' ? 'detailsHintOther' : 'detailsHint', {
            max: REPORT_DETAILS_MAX,
          })}
          error={fieldError('details')}
        >
          {(props) => (
            <TextArea
              {...props}
              dir="auto"
              rows={3}
              maxLength={REPORT_DETAILS_MAX}
              value={values.details}
              onChange={(event) => set('details', event.target.value)}
            />
          )}
        </FormField>
        <ConnectionNotice show={needsConnection} />
        <Actions>
          <Button type="button" $variant="secondary" onClick={close} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" $variant="danger" disabled={busy}>
            {busy ? t('sending') : t('send')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
