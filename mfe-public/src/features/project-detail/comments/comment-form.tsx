import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
// From the stateless entry, not @rowad/shared/forms: the project page does not load the forms
// singleton (and the catalogue it holds) for this (docs/decisions.md "Performance (issue 29)").
import { ConnectionNotice, useOnline } from '@rowad/shared/connection';
import { COMMENT_MAX, RATE_DEFAULT } from '@rowad/shared/schemas';
import { Button, TextArea } from '@rowad/shared/ui';
import { useCommentsMessages } from './messages';
import { StarInput } from './star-input';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  label {
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

// The form's gap spaces it from the button, as every other row.
const Notice = styled(ConnectionNotice)`
  margin: 0;
`;

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface CommentDraft {
  comment: string;
  rate: number;
}

interface CommentFormProps {
  /** What the form starts with: empty and 5 stars for a new comment, the comment when editing. */
  initial?: CommentDraft;
  label: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The failure to show under the form; what was typed stays. */
  problem?: string | null;
  /** The last send got no answer: the form says it needs a connection, as it does offline. */
  connectionLost?: boolean;
  /** Each change of the text or the stars, to keep a draft. */
  onDraftChange?: (draft: CommentDraft) => void;
  /** docs/product.md §5: a new comment cannot be blank; an edit has no emptiness check on the client. */
  requireText: boolean;
  onSubmit: (draft: CommentDraft) => void;
  onCancel?: () => void;
  /** Puts the cursor in the text as the form opens (editing), which also scrolls it into view. */
  focusOnOpen?: boolean;
}

/** The text and stars of a comment, for adding one and for editing one's own. */
export function CommentForm({
  initial = { comment: '', rate: RATE_DEFAULT },
  label,
  submitLabel,
  busyLabel,
  busy,
  problem,
  connectionLost = false,
  onDraftChange,
  requireText,
  onSubmit,
  onCancel,
  focusOnOpen = false,
}: CommentFormProps) {
  const t = useCommentsMessages();
  const online = useOnline();
  const [draft, setDraft] = useState(initial);
  const change = (next: Partial<CommentDraft>) => {
    const changed = { ...draft, ...next };
    setDraft(changed);
    onDraftChange?.(changed);
  };
  const text = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnOpen) text.current?.focus();
  }, [focusOnOpen]);
  const textId = useId();
  const problemId = useId();
  const blank = draft.comment.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Offline (issue 32): nothing is sent and no spinner starts; the notice says why, the text stays.
    if (busy || (requireText && blank) || !navigator.onLine) return;
    onSubmit({ comment: draft.comment.trim(), rate: draft.rate });
  };
  return (
    <Form onSubmit={submit} aria-busy={busy}>
      <StarInput value={draft.rate} onChange={(rate) => change({ rate })} />
      <label htmlFor={textId}>{label}</label>
      <TextArea
        ref={text}
        id={textId}
        value={draft.comment}
        maxLength={COMMENT_MAX}
        rows={4}
        placeholder={t('commentPlaceholder')}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => change({ comment: event.target.value })}
      />
      {problem && (
        <Problem id={problemId} role="alert">
          {problem}
        </Problem>
      )}
      <Notice show={!online || connectionLost} />
      <Actions>
        <Button type="submit" disabled={busy || (requireText && blank)}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
        )}
      </Actions>
    </Form>
  );
}
