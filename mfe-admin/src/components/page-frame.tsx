import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSearchParams } from '@rowad/shared/routing';
import { Button, Select, Skeleton } from '@rowad/shared/ui';
import { MoreButton, Stack, StateNote } from '@rowad/shared/ui/layout';
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
export const Note = StateNote;

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
      {pages.hasNextPage && <MoreButton pages={pages} label={t('showMore')} busyLabel={t('loadingMore')} />}
    </MoreRow>
  );
}

const Busy = styled(Stack).attrs({ $gap: 3 })``;

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

/** What happened to the last action on a list's item, said until the next: done or refused. */
export interface ActionResult {
  text: string;
  problem: boolean;
}

interface ListPageProps {
  title: string;
  lead: string;
  /** In place of the plain title: a head with the title and more (a 'New' link, say). */
  head?: ReactNode;
  /** Above the outcome: the list's tabs. */
  tabs?: ReactNode;
  outcome?: ActionResult | null;
  /** Under the outcome: the list's filters or search. */
  filters?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every admin list and inbox: its title and lead, its tabs, the outcome of the last
 * action on an item (a status, or an alert when refused), its filters, then the list.
 */
export function ListPage({ title, lead, head, tabs, outcome, filters, children }: ListPageProps) {
  return (
    <Page>
      {head ?? <h1>{title}</h1>}
      <Lead>{lead}</Lead>
      {tabs}
      {outcome && (
        <Outcome $problem={outcome.problem} role={outcome.problem ? 'alert' : 'status'}>
          {outcome.text}
        </Outcome>
      )}
      {filters}
      {children}
    </Page>
  );
}

/** A load that failed, said in the list's place, with its own 'Try again' under it. */
export function LoadFailedBelow({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <>
      <Note $problem role="alert">
        {text}
      </Note>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </>
  );
}

interface ListBodyProps {
  /** The list's infinite query: its state, 'Try again', and its further pages. */
  query: MorePages & { status: 'pending' | 'error' | 'success'; refetch: () => Promise<unknown> };
  /** What stands while the first page loads. */
  loading: ReactNode;
  /** What a failed load says, with 'Try again' after it. */
  failedText: string;
  /** The text of a 'Try again' button of its own, under the failure (none: the area's, in the text). */
  retryLabel?: string;
  /** Said when no item is there. */
  empty: string;
  /** The items shown, and how many the API has. */
  shown: number;
  total: number;
  /** The list itself, drawn once there is an item. */
  children: ReactNode;
}

/** A list's body: loading, failed, empty, or its items with 'Showing 20 of 57' and 'Show more'. */
export function ListBody(props: ListBodyProps) {
  const { query, loading, failedText, retryLabel, empty, shown, total, children } = props;
  const retry = () => void query.refetch();
  if (query.status === 'pending') return loading;
  if (query.status === 'error')
    return retryLabel === undefined ? (
      <LoadFailed text={failedText} onRetry={retry} />
    ) : (
      <LoadFailedBelow text={failedText} retryLabel={retryLabel} onRetry={retry} />
    );
  if (shown === 0) return <Note>{empty}</Note>;
  return (
    <>
      {children}
      <ShowMore shown={shown} total={total} pages={query} />
    </>
  );
}

/**
 * A list's filters kept in the address: `params` as read, and `setParam` writing one (an empty
 * value removes it), in place of the current history entry.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { params, setParam };
}

/**
 * A list whose items leave once dealt with here (or found dealt with elsewhere): off the list at
 * once, before it reloads, and out of its total. `leaves` false keeps them (a list of all items).
 */
export function useLeavingItems<Item extends { id: number }>(
  loaded: Item[],
  reportedTotal: number | undefined,
  leaves = true,
) {
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const items = leaves ? loaded.filter((item) => !gone.has(item.id)) : loaded;
  const total = Math.max((reportedTotal ?? loaded.length) - (loaded.length - items.length), items.length);
  const leave = (id: number) => setGone((ids) => new Set(ids).add(id));
  return { items, total, gone, leave };
}
