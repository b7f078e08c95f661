import styled from 'styled-components';
import { serverFieldErrors, toApiFailure } from '@rowad/shared/api-client';
import { Link } from '@rowad/shared/routing';
import type { EventsMessageKey } from '../messages';

/** The bazaar page's column: the form, the images, the requests, deleting it. */
export const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-inline-size: 860px;
  min-inline-size: 0;
`;

/** Back to the list of bazaars. */
export const Back = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  &::before {
    content: '← ';
  }
  [dir='rtl'] &::before {
    content: '→ ';
  }
`;

/** What the page says about a save or create that failed, and the fields the server named. */
export function saveFailure(
  error: unknown,
  fallback: EventsMessageKey,
): { key: EventsMessageKey; fields: Record<string, string> } {
  const failure = toApiFailure(error);
  const fields = serverFieldErrors(error);
  if (failure.status === 404) return { key: 'goneFailed', fields: {} };
  if (failure.status === 400 && Object.keys(fields).length > 0) return { key: 'invalidFailed', fields };
  return { key: fallback, fields };
}

/** Where the page came from: the create that led here says so once the bazaar opens. */
export interface ArrivalState {
  created?: boolean;
}

/** The outcome the list shows after a bazaar is deleted. */
export interface DeletedState {
  deleted?: string;
}
