import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { ProjectStatus } from '@rowad/shared/schemas';
import { useMyProjectsMessages } from './messages';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  align-self: flex-start;
`;

// A badge that takes focus: a keyboard user reaches it, a tap pins its tooltip open, and a
// screen reader reads its tooltip as the description.
const Trigger = styled.button<{ $public: boolean }>`
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  cursor: help;
  color: ${({ theme, $public }) => ($public ? theme.colors.success : theme.colors.warning)};
  background: ${({ theme, $public }) => ($public ? theme.colors.successSurface : theme.colors.warningSurface)};
`;

const Tip = styled.span`
  position: absolute;
  z-index: 2;
  inset-block-end: calc(100% + 8px);
  inset-inline-start: 0;
  inline-size: max-content;
  max-inline-size: min(260px, 75vw);
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.875rem;
  font-weight: 400;
  line-height: 1.4;
  box-shadow: ${({ theme }) => theme.shadows.card};
  &[hidden] {
    display: none;
  }
  /* The arrow, and a bridge over the gap so the pointer can move onto the text without losing it. */
  &::after {
    content: '';
    position: absolute;
    inset-block-start: 100%;
    inset-inline-start: ${({ theme }) => theme.space(4)};
    border: 8px solid transparent;
    border-block-start-color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * docs/product.md §2 "My projects": the Public or Draft badge with its tooltip. The tooltip shows on hover, on
 * keyboard focus and on a tap (which pins it), and Escape hides it (WCAG 1.4.13); its text is
 * the badge's description, so a screen reader reads it too.
 */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  const t = useMyProjectsMessages();
  const tipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const isPublic = status === 'public';
  const visible = !dismissed && (hovered || focused || pinned);

  const leave = (rest: boolean) => {
    if (!rest) {
      setDismissed(false);
      setPinned(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && visible) {
      // Hides the tooltip only: a dialog or page around it keeps its own Escape.
      event.stopPropagation();
      setDismissed(true);
      setPinned(false);
    }
  };

  return (
    <Wrap
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        leave(focused);
      }}
    >
      <Trigger
        type="button"
        $public={isPublic}
        aria-describedby={tipId}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          leave(hovered);
        }}
        onClick={() => {
          setDismissed(false);
          setPinned((open) => !open);
        }}
        onKeyDown={onKeyDown}
      >
        <span className="visually-hidden">{t('statusOf')} </span>
        {isPublic ? t('public') : t('draft')}
      </Trigger>
      <Tip id={tipId} role="tooltip" hidden={!visible}>
        {isPublic ? t('publicTip') : t('draftTip')}
      </Tip>
    </Wrap>
  );
}
