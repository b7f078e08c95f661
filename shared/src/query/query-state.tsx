import type { ReactNode } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@rowad/shared/api-client';
import { isConnectionFailure } from '@rowad/shared/connection';
import { Spinner } from '@rowad/shared/ui';
import { useDataStateMessages, type DataStateKey } from './messages';

/** Which screen shows the data: it picks the product's texts (docs/product.md) for the failure and the empty state. */
export type DataScreen =
  'projects' | 'events' | 'project' | 'event' | 'owner' | 'owners' | 'myProjects' | 'editProject' | 'admin';

/** The state of a query as TanStack gives it (useQuery and useInfiniteQuery both fit). */
export interface QueryLike<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  screen: DataScreen;
  /** When the loaded data counts as nothing to show (an empty list). */
  isEmpty?: (data: T) => boolean;
  /** What stands in while loading (skeletons in the page's layout); a spinner by default. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

const Note = styled.p`
  margin: ${({ theme }) => theme.space(8)} 0;
  text-align: center;
`;

const Failure = styled(Note)`
  color: ${({ theme }) => theme.colors.danger};
`;

const FAILED_KEYS: Record<DataScreen, DataStateKey> = {
  projects: 'projects.failed',
  events: 'events.failed',
  project: 'project.failed',
  event: 'event.failed',
  owner: 'owner.failed',
  owners: 'owners.failed',
  myProjects: 'myProjects.failed',
  editProject: 'editProject.failed',
  admin: 'admin.failed',
};

const NOT_FOUND_KEYS: Partial<Record<DataScreen, DataStateKey>> = {
  project: 'project.notFound',
  event: 'event.notFound',
  owner: 'owner.notFound',
};

/** The text a failed query shows on a screen: the product's 'not found' (docs/product.md §8) for a missing item, else its failure text. */
export function failureKey(screen: DataScreen, error: unknown): DataStateKey {
  const notFound = NOT_FOUND_KEYS[screen];
  return notFound && toApiFailure(error).status === 404 ? notFound : FAILED_KEYS[screen];
}

const EMPTY_KEYS: Partial<Record<DataScreen, DataStateKey>> = {
  projects: 'projects.empty',
  events: 'events.empty',
  owner: 'owner.empty',
  owners: 'owners.empty',
  myProjects: 'myProjects.empty',
  admin: 'admin.empty',
};

/**
 * Every data screen's three other states in one place: a spinner with a label while loading, the
 * product's failure text (docs/product.md §8) (announced), and its empty text; the data itself goes to `children`.
 * Data already shown stays when a refresh of it got no answer.
 */
export function QueryState<T>({ query, screen, isEmpty, loading, children }: QueryStateProps<T>) {
  const t = useDataStateMessages();
  if (query.status === 'pending') return loading ?? <Spinner label={t('loading')} />;
  // A refresh that failed by the connection keeps what is shown (issue 32): a page read offline from
  // its kept copy (whose app may lack the chunk that calls the API), or a list whose signal went,
  // stays readable. A server's answer (a 404 for an item gone) still replaces it.
  const keptThroughLostConnection = query.data !== undefined && isConnectionFailure(query.error);
  if ((query.status === 'error' && !keptThroughLostConnection) || query.data === undefined) {
    return <Failure role="alert">{t(failureKey(screen, query.error))}</Failure>;
  }
  const empty = EMPTY_KEYS[screen];
  if (empty && isEmpty?.(query.data)) return <Note>{t(empty)}</Note>;
  return <>{children(query.data)}</>;
}

/**
 * The product's 'not found' text (docs/product.md §8) of a detail screen, for an address that cannot name anything (an id
 * that is no number): the same words and look as when the API answers 404.
 */
export function NotFoundState({ screen }: { screen: 'project' | 'event' | 'owner' }) {
  const t = useDataStateMessages();
  return <Failure role="alert">{t(NOT_FOUND_KEYS[screen] ?? FAILED_KEYS[screen])}</Failure>;
}
