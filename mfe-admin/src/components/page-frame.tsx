import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Select, Skeleton } from '@rowad/shared/ui';
import { useAdminMessages } from '../messages';

// The pieces every admin screen is made of, so the area reads as one: a page with its heading and
// lead, notes for the empty, failed and loading states, and a list's 'Show more'.

export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-content: start;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 1.25rem + 1vw, 2rem);
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  max-inline-size: 70ch;
`;

export const Panel = styled.div`
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  min-inline-size: 0;
`;

/** A state in place of a list: empty (muted) or failed (in the danger colour, as an alert). */
export const Note = styled.p<{ $problem?: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $problem }) => ($problem ? theme.colors.danger : theme.colors.muted)};
  text-align: center;
`;

/** The outcome of an action, kept on screen until the next one: done (green) or refused (red). */
export const Outcome = styled.p<{ $problem?: boolean }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $problem }) => ($problem ? theme.colors.dangerSurface : theme.colors.successSurface)};
  color: ${({ theme, $problem }) => ($problem ? theme.colors.danger : theme.colors.success)};
  font-weight: 600;
`;

const MoreRow = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/** What 'Show more' needs of a list's infinite query (TanStack Query's own fields). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface ShowMoreProps {
  shown: number;
  total: number;
  pages: MorePages;
}

/** 'Showing 20 of 57' and, while the API's Link header names a next page, 'Show more'. */
export function ShowMore({ shown, total, pages }: ShowMoreProps): ReactNode {
  const t = useAdminMessages();
  if (total === 0) return null;
  return (
    <MoreRow>
      <span>{t('shownOf', { shown, total })}</span>
      {pages.hasNextPage && (
        <Button
          type="button"
          $variant="secondary"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? t('loadingMore') : t('showMore')}
        </Button>
      )}
    </MoreRow>
  );
}

const Busy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A list still loading: placeholders the height of its items, announced by `label`. */
export function LoadingList({ label, rows, height }: { label: string; rows: number; height: string }) {
  return (
    <Busy aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} $height={height} />
      ))}
    </Busy>
  );
}

/** A load that failed: what could not be loaded, and 'Try again'. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useAdminMessages();
  return (
    <Note $problem role="alert">
      {text}{' '}
      <Button type="button" $variant="ghost" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Note>
  );
}

interface FilterSelectProps {
  label: string;
  /** '' for every value (the first option, `allLabel`). */
  value: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A list's filter: a labelled select whose first option lifts the filter. */
export function FilterSelect({ label, value, allLabel, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
