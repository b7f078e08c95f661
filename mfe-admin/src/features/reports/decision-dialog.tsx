import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DECISION_REASON_MAX, type ReportDecisionKind } from '@rowad/shared/schemas';
import { ConnectionNotice, useOnline } from '@rowad/shared/forms';
import { Button, Dialog, TextArea } from '@rowad/shared/ui';
import { Row } from '@rowad/shared/ui/layout';
import { useReportsMessages } from './messages';

const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-block: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(1)};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Actions = styled(Row)`
  justify-content: flex-end;
  margin-block-start: ${({ theme }) => theme.space(5)};
`;

/** The decisions whose reason the API requires (ReportDecisionSchema): the author is told it. */
const NEEDS_REASON: ReadonlySet<ReportDecisionKind> = new Set(['hide', 'disable-author']);

interface DecisionDialogProps {
  decision: ReportDecisionKind | null;
  sending: boolean;
  /** The API's refusal to retry, shown in the dialog so the reason typed is kept. */
  failure?: string | undefined;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}

/** Confirms a decision on a reported item, with its reason: required to hide and to disable. */
export function DecisionDialog({ decision, onClose, ...form }: DecisionDialogProps) {
  const t = useReportsMessages();
  return (
    <Dialog open={decision !== null} title={decision ? t(`dialog.${decision}`) : ''} onClose={onClose}>
      {decision && <DecisionForm key={decision} decision={decision} onClose={onClose} {...form} />}
    </Dialog>
  );
}

function DecisionForm({
  decision,
  sending,
  failure,
  onConfirm,
  onClose,
}: Omit<DecisionDialogProps, 'decision'> & { decision: ReportDecisionKind }) {
  const t = useReportsMessages();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const required = NEEDS_REASON.has(decision);
  const online = useOnline();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Offline (issue 32): the notice by the button says so, and the reason stays in the box.
    if (sending || !online) return;
    const text = reason.trim();
    if (required && text === '') {
      setMissing(true);
      return;
    }
    onConfirm(text === '' ? undefined : text);
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>{t(`explain.${decision}`)}</p>
      <Label htmlFor={`${id}-reason`}>{t('reason')}</Label>
      <TextArea
        id={`${id}-reason`}
        rows={3}
        dir="auto"
        value={reason}
        maxLength={DECISION_REASON_MAX}
        aria-invalid={missing || undefined}
        aria-describedby={`${id}-hint${missing ? ` ${id}-missing` : ''}`}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim() !== '') setMissing(false);
        }}
      />
      <Hint id={`${id}-hint`}>{t(required ? 'reasonRequired' : 'reasonOptional')}</Hint>
      {missing && (
        <Problem id={`${id}-missing`} role="alert">
          {t('reasonMissing')}
        </Problem>
      )}
      {failure && <Problem role="alert">{failure}</Problem>}
      <ConnectionNotice show={!online} />
      <Actions>
        <Button type="button" $variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" $variant={decision === 'dismiss' ? 'primary' : 'danger'} disabled={sending}>
          {sending ? t('sending') : t(`decision.${decision}`)}
        </Button>
      </Actions>
    </form>
  );
}
