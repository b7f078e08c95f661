import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@rowad/shared/ui';
import { Row } from '@rowad/shared/ui/layout';

/*
 * The pieces of a list the owner grows and shrinks (categories, phones, pages): a fieldset with
 * its legend, hint and list-wide message, a row per entry with its own message and a Remove
 * button, and an Add button that stops at the limit.
 */

export const Fieldset = styled.fieldset`
  min-inline-size: 0;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  border: none;
`;

const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

const Head = styled(Row).attrs({ $align: 'center', $spread: true, $gap: [1, 3] as const })`
  margin-block-end: ${({ theme }) => theme.space(2)};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

export const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

export const Entries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  &:empty {
    display: none;
  }
`;

export const Empty = styled(Hint)`
  margin-block-end: ${({ theme }) => theme.space(3)};
  font-style: italic;
`;

/** An entry's control, its Remove button at the end (when it has one), its message under them. */
export const Entry = styled(Row).attrs({ as: 'li' as const, $align: 'flex-start', $gap: [1, 2] as const })`
  & > input {
    flex: 1 1 0;
    min-inline-size: 0;
  }
  & > button {
    flex: none;
  }
  & > p {
    flex-basis: 100%;
  }
`;

export const RemoveButton = styled(Button).attrs({ type: 'button', $variant: 'ghost' })`
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-color: ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.dangerSurface};
  }
`;

/**
 * The end of a list entry: its Remove button (left out when the entry may not go) and, under the
 * row, the message about it (its id ties it to the entry's control).
 */
export function EntryEnd({
  remove,
  message,
  messageId,
}: {
  remove?: { label: string; text: string; onRemove: () => void } | undefined;
  message: string | undefined;
  messageId: string;
}) {
  return (
    <>
      {remove && (
        <RemoveButton aria-label={remove.label} onClick={remove.onRemove}>
          {remove.text}
        </RemoveButton>
      )}
      {message && (
        <Message id={messageId} role="alert">
          {message}
        </Message>
      )}
    </>
  );
}

const AddRow = styled.div`
  display: flex;
`;

export const AddButton = styled(Button).attrs({ type: 'button', $variant: 'secondary' })`
  min-block-size: 40px;
  &::before {
    content: '+';
    font-size: 1.25rem;
    line-height: 1;
  }
`;

interface ListFieldProps {
  legend: string;
  /** The legend is for assistive technology only (a section heading already says it). */
  hideLegend?: boolean;
  /** Beside the hint: the categories' info button. */
  aside?: ReactNode;
  hint: string;
  /** The whole list's message (at least one category); undefined: none. */
  message: string | undefined;
  /** What an empty list says, in place of the entries. */
  emptyText?: string;
  count: number;
  max: number;
  addLabel: string;
  limitText: string;
  onAdd: () => void;
  /** The Add button's id (focus goes there when the last entry is removed). */
  addId: string;
  /** The entries, as <Entry> rows. */
  children: ReactNode;
}

/** A list of entries the owner adds to and removes from, up to `max`. */
export function ListField({
  legend,
  hideLegend = false,
  aside,
  hint,
  message,
  emptyText,
  count,
  max,
  addLabel,
  limitText,
  onAdd,
  addId,
  children,
}: ListFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const full = count >= max;
  return (
    <Fieldset aria-describedby={[hintId, message ? messageId : null].filter(Boolean).join(' ')}>
      <Legend className={hideLegend ? 'visually-hidden' : undefined}>{legend}</Legend>
      <Head>
        <Hint id={hintId}>{full ? limitText : hint}</Hint>
        {aside}
      </Head>
      {message && (
        <Message id={messageId} role="alert">
          {message}
        </Message>
      )}
      {count === 0 && emptyText && <Empty>{emptyText}</Empty>}
      <Entries>{children}</Entries>
      <AddRow>
        <AddButton id={addId} onClick={onAdd} disabled={full} aria-describedby={hintId}>
          {addLabel}
        </AddButton>
      </AddRow>
    </Fieldset>
  );
}
