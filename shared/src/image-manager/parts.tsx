import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@rowad/shared/ui';
import { IMAGE_ACCEPT } from '@rowad/shared/schemas';
import { Row, Stack } from '@rowad/shared/ui/layout';
import type { Refusal } from './check-files';

/** The images section's head: its title and count, and the add button on the other side. */
export const ImagesHead = styled(Row).attrs({ $align: 'center', $spread: true, $gap: 3 })`
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

/** No image yet: a dashed box where the grid will be. */
export const ImagesEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

const Panel = styled(Stack)`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.warning};
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    overflow-wrap: anywhere;
  }
  button {
    justify-self: start;
  }
`;

interface RefusalListProps {
  refusals: readonly Refusal[];
  /** The text saying why one file was refused. */
  textOf: (refusal: Refusal) => string;
  dismissLabel: string;
  onDismiss: () => void;
  className?: string;
}

/** The chosen files that were not sent, each with why, until dismissed. */
export function RefusalList({ refusals, textOf, dismissLabel, onDismiss, className }: RefusalListProps) {
  if (refusals.length === 0) return null;
  return (
    <Panel role="alert" className={className}>
      <ul>
        {refusals.map((refusal, index) => (
          <li key={index} dir="auto">
            {textOf(refusal)}
          </li>
        ))}
      </ul>
      <Button type="button" $variant="ghost" onClick={onDismiss}>
        {dismissLabel}
      </Button>
    </Panel>
  );
}

interface AddImagesButtonProps {
  label: string;
  hintId: string;
  disabled: boolean;
  /** Called with the chosen files (the input is emptied, so the same file can be chosen again). */
  onChoose: (files: File[]) => void;
}

/** The add button and its hidden file input, taking the picture formats the API decodes. */
export function AddImagesButton({ label, hintId, disabled, onChoose }: AddImagesButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        type="button"
        aria-describedby={hintId}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <span aria-hidden="true">+</span> {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        aria-label={label}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // The same file can be chosen again (after a Remove, say).
          event.target.value = '';
          if (chosen.length > 0) onChoose(chosen);
        }}
      />
    </>
  );
}
