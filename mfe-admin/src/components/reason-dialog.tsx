import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ConnectionNotice, useOnline } from '@rowad/shared/forms';
import { Button, Dialog, TextArea } from '@rowad/shared/ui';
import { Row } from '@rowad/shared/ui/layout';
import { useAdminMessages } from '../messages';

const Presets = styled(Row)`
  margin-block: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  button {
    min-block-size: 32px;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 0.875rem;
    text-align: start;
    cursor: pointer;
  }
`;

const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-block-end: ${({ theme }) => theme.space(1)};
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

const Actions = styled(Row).attrs({ $nowrap: true })`
  justify-content: flex-end;
  margin-block-start: ${({ theme }) => theme.space(5)};
`;

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** The confirming button's text: 'Reject', 'Disable account'. */
  confirmLabel: string;
  /** Reasons the admin gives often: one click fills the box, where it can still be edited. */
  presets: readonly string[];
  /** Who reads the reason, under the box. */
  hint?: string;
  /** While the decision is being sent: the button is disabled, so it is not sent twice. */
  sending: boolean;
  /** The API's refusal, shown in the dialog so what was typed is not lost. */
  failure?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** A decision that needs a reason: required, pre-filled from a preset if the admin likes. */
export function ReasonDialog({ open, title, onClose, ...form }: ReasonDialogProps) {
  // The dialog renders its content only while open, so each opening starts with an empty box.
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <ReasonForm {...form} onClose={onClose} />
    </Dialog>
  );
}

function ReasonForm(props: Omit<ReasonDialogProps, 'open' | 'title'>) {
  const { confirmLabel, presets, hint, sending, failure, onConfirm, onClose } = props;
  const t = useAdminMessages();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const online = useOnline();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Offline (issue 32): the notice by the button says so, and the reason stays in the box.
    if (sending || !online) return;
    const text = reason.trim();
    if (text === '') {
      setMissing(true);
      return;
    }
    onConfirm(text);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Label htmlFor={`${id}-reason`}>{t('reasonLabel')}</Label>
      {presets.length > 0 && (
        <Presets role="group" aria-label={t('reasonPresets')}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              onClick={() => {
                setReason(preset);
                setMissing(false);
              }}
            >
              {preset}
            </button>
          ))}
        </Presets>
      )}
      <TextArea
        id={`${id}-reason`}
        rows={4}
        value={reason}
        maxLength={1000}
        aria-invalid={missing || undefined}
        aria-describedby={`${id}-hint${missing ? ` ${id}-missing` : ''}`}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim() !== '') setMissing(false);
        }}
      />
      <Hint id={`${id}-hint`}>{hint ?? t('reasonHint')}</Hint>
      {missing && (
        <Problem id={`${id}-missing`} role="alert">
          {t('reasonRequired')}
        </Problem>
      )}
      {failure && <Problem role="alert">{failure}</Problem>}
      <ConnectionNotice show={!online} />
      <Actions>
        <Button type="button" $variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" $variant="danger" disabled={sending}>
          {sending ? t('sending') : confirmLabel}
        </Button>
      </Actions>
    </form>
  );
}
