import { Fragment, useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '@rowad/shared/api';
import { itemsOf, QueryState } from '@rowad/shared/query';
import { Button, CardGrid } from '@rowad/shared/ui';
import { CardGridSkeleton, CardSkeleton } from './card-skeleton';
import { DataSaverList } from './list-pictures';
import { useComponentMessages } from './messages';
import type { ListSearch } from './use-list-search';

// The next page starts loading this far before the end of the list scrolls into view.
const PRELOAD_MARGIN = '800px 0px';

const Frame = styled.div`
  max-inline-size: 1200px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(16)};
  padding-inline: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(6)};
    font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem);
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

const Search = styled.input`
  flex: 1 1 280px;
  max-inline-size: 480px;
  min-block-size: 48px;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(11)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background:
    no-repeat 16px 50% / 18px
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2352606d' stroke-width='2' stroke-linecap='round'%3E%3Ccircle cx='11' cy='11' r='7'/%3E%3Cpath d='M20 20l-4-4'/%3E%3C/svg%3E"),
    ${({ theme }) => theme.colors.surface};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  &:dir(rtl) {
    background-position: calc(100% - 16px) 50%;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  button {
    display: inline-grid;
    place-items: center;
    inline-size: 32px;
    block-size: 32px;
    border: none;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 1.25rem;
    line-height: 1;
    cursor: pointer;
  }
  button:hover {
    background: rgba(15, 110, 90, 0.12);
  }
`;

const Count = styled.p`
  margin: 0;
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.muted};
`;

const Busy = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 150ms ease;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-block-start: ${({ theme }) => theme.space(10)};
`;

const NoMatch = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(12)};
  text-align: center;
  p {
    margin: 0;
    font-size: 1.125rem;
  }
`;

/** What a paged list query gives the page (TanStack's useInfiniteQuery result, in part). */
export interface PagedQuery<T> {
  status: 'pending' | 'error' | 'success';
  data: InfiniteData<Page<T>> | undefined;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isPlaceholderData: boolean;
  fetchNextPage: () => unknown;
}

export interface CataloguePageProps<T> {
  title: string;
  screen: 'projects' | 'events' | 'owners';
  /** What a search that matches nothing says (default: 'Nothing matches your search.'). */
  noMatchText?: string;
  search: ListSearch;
  /** The search box's accessible name and its placeholder (docs/product.md: 'Search events...'). */
  searchLabel: string;
  searchPlaceholder: string;
  query: PagedQuery<T>;
  keyOf: (item: T) => number;
  /** A card; the first one on the page loads its picture first. */
  card: (item: T, first: boolean) => ReactNode;
}

/** Asks for the next page when the end of the list comes near (scrolling); inert without the API. */
function useLoadNearEnd(onNear: () => void, active: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return sentinel;
}

/**
 * A searchable, paged grid of cards (docs/product.md §2 "Projects list", "Events list"): search and category
 * in the address, the next page as the visitor scrolls near the end or presses 'Show more'.
 */
export function CataloguePage<T>({
  title,
  screen,
  search,
  searchLabel,
  searchPlaceholder,
  query,
  keyOf,
  card,
  noMatchText,
}: CataloguePageProps<T>) {
  const t = useComponentMessages();
  const searchId = useId();
  const filtered = search.q !== '' || search.category !== '';
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  const sentinel = useLoadNearEnd(loadMore, query.hasNextPage && !query.isPlaceholderData);
  const total = query.data?.pages[0]?.total;

  return (
    <Frame>
      <h1>{title}</h1>
      <Toolbar role="search">
        <label htmlFor={searchId} className="visually-hidden">
          {searchLabel}
        </label>
        <Search
          id={searchId}
          type="search"
          value={search.text}
          placeholder={searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => search.setText(event.target.value)}
        />
        {search.category !== '' && (
          <Chip>
            {t('filteredBy')} {search.category}
            <button
              type="button"
              aria-label={t('removeFilter', { category: search.category })}
              onClick={search.clearCategory}
            >
              <span aria-hidden="true">×</span>
            </button>
          </Chip>
        )}
        {total !== undefined && <Count aria-live="polite">{t('found', { count: total })}</Count>}
      </Toolbar>

      <QueryState
        query={query}
        screen={screen}
        loading={<CardGridSkeleton count={6} label={t('loadingMore')} />}
        isEmpty={(data) => !filtered && itemsOf(data).length === 0}
      >
        {(data) => {
          const items = itemsOf(data);
          if (items.length === 0) {
            return (
              <NoMatch>
                <p>{noMatchText ?? t('noMatch')}</p>
                <Button type="button" $variant="secondary" onClick={search.clearAll}>
                  {t('clearSearch')}
                </Button>
              </NoMatch>
            );
          }
          return (
            <DataSaverList>
              <Busy
                $stale={query.isPlaceholderData}
                aria-busy={query.isPlaceholderData || query.isFetchingNextPage}
              >
                <CardGrid>
                  {items.map((item, index) => (
                    <Fragment key={keyOf(item)}>{card(item, index === 0)}</Fragment>
                  ))}
                  {query.isFetchingNextPage &&
                    [0, 1, 2].map((index) => <CardSkeleton key={`loading-${index}`} />)}
                </CardGrid>
                <div ref={sentinel} />
                {query.hasNextPage && (
                  <More>
                    <Button
                      type="button"
                      $variant="secondary"
                      onClick={loadMore}
                      disabled={query.isFetchingNextPage}
                    >
                      {query.isFetchingNextPage ? t('loadingMore') : t('showMore')}
                    </Button>
                  </More>
                )}
              </Busy>
            </DataSaverList>
          );
        }}
      </QueryState>
    </Frame>
  );
}
