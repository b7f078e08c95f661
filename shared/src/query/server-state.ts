import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { dropFirstAnswers } from '@rowad/shared/api-client';
import { QUERY_STATE_ELEMENT_ID } from '@rowad/shared/first-load';
import { queryClient } from './query-client';

/**
 * Fills the cache with the data the server drew the page from (its JSON block, written by
 * api/src/modules/sharing/server-render.ts), so the browser's first render shows the same page and
 * can take over the server's markup; the page's first answers are then spent. False when the
 * page carries no such block.
 */
export function startFromServerState(doc: Document = document): boolean {
  const text = doc.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (!text) return false;
  try {
    hydrate(queryClient, JSON.parse(text) as DehydratedState);
    dropFirstAnswers();
    return true;
  } catch {
    return false;
  }
}
