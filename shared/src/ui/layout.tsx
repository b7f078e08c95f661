import styled, { css } from 'styled-components';
import { Button } from '@rowad/shared/ui';

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

const linkBase = css`
  display: inline-flex;
  align-items: center;
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 600;
  text-decoration: none;
`;

/** A link drawn as the primary button (a 'New' link, a 'Reply' by e-mail). */
export const primaryLinkStyle = css`
  ${linkBase}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** A link drawn as the secondary button: outlined in the primary colour. */
export const secondaryLinkStyle = css`
  ${linkBase}
  border: 1px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

interface MoreButtonProps {
  /** The list's infinite query (TanStack Query's own fields). */
  pages: { isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
  busyLabel: string;
}

/** 'Show more' of a list whose API names a next page: busy while it loads. */
export function MoreButton({ pages, label, busyLabel }: MoreButtonProps) {
  return (
    <Button
      type="button"
      $variant="secondary"
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? busyLabel : label}
    </Button>
  );
}

/** Items one under another with a gap, in theme steps (a column of a screen, a card's lines). */
export const Stack = styled.div<{ $gap?: number }>`
  display: grid;
  gap: ${({ theme, $gap = 2 }) => theme.space($gap)};
`;

/**
 * A list without bullets or indent, its items one under another with a gap in theme steps, or in
 * as many columns as fit when `$fill` names a column's least width (a grid of cards or tiles).
 */
export const PlainList = styled.ul<{ $gap?: number; $fill?: string }>`
  display: grid;
  ${({ $fill }) => ($fill ? `grid-template-columns: repeat(auto-fill, minmax(${$fill}, 1fr));` : '')}
  gap: ${({ theme, $gap = 3 }) => theme.space($gap)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Text that reads left to right inside Arabic too (an e-mail address), wrapping anywhere. */
export const LtrText = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
`;

/** A state in place of a list: empty (muted) or failed (in the danger colour). */
export const StateNote = styled.p<{ $problem?: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $problem }) => ($problem ? theme.colors.danger : theme.colors.muted)};
  text-align: center;
`;

/** One part of a long form, under its heading, ruled off from the part before. */
export const FormSection = styled.section`
  padding-block: ${({ theme }) => theme.space(5)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  &:first-of-type {
    padding-block-start: 0;
    border-block-start: none;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Two fields side by side from the medium breakpoint on (city and street), stacked on phones. */
export const FieldPair = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;
