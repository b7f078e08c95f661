import styled from 'styled-components';

export interface RowProps {
  /** Space between the items, in theme steps: one for both directions, or [between lines, between items]. */
  $gap?: number | readonly [number, number];
  /** How the items line up across the row (none: the browser's stretch). */
  $align?: 'center' | 'baseline' | 'start' | 'flex-start';
  /** The items at both ends, the space shared between them. */
  $spread?: boolean;
  /** The items stay on one line instead of wrapping onto more. */
  $nowrap?: boolean;
}

/**
 * The flex row the screens are built of: items side by side with a gap, wrapping onto more lines
 * on a narrow screen. Extend it (`styled(Row).attrs({ ... })`) for a row with more to it. Its own
 * entry (`@rowad/shared/ui/layout`), bundled into the remotes that use it.
 */
export const Row = styled.div<RowProps>`
  display: flex;
  ${({ $nowrap }) => ($nowrap ? '' : 'flex-wrap: wrap;')}
  ${({ $align }) => ($align ? `align-items: ${$align};` : '')}
  ${({ $spread }) => ($spread ? 'justify-content: space-between;' : '')}
  gap: ${({ theme, $gap = 2 }) =>
    typeof $gap === 'number' ? theme.space($gap) : `${theme.space($gap[0])} ${theme.space($gap[1])}`};
`;
