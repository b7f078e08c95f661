import { toApiFailure } from '@rowad/shared/api-client';
import type { ReviewMessageKey } from './messages';

/** Why a decision was refused: the queue changed under the admin (409s), or it was not sent. */
export interface DecisionFailure {
  key: ReviewMessageKey;
  /** True when the item the admin looked at is no longer the one waiting: the queue reloads. */
  stale: boolean;
}

/** Maps what approving or rejecting threw to the text the admin reads, by the API's code. */
export function decisionFailure(error: unknown): DecisionFailure {
  const failure = toApiFailure(error);
  switch (failure.code) {
    case 'ALREADY_REVIEWED':
      return { key: 'alreadyReviewed', stale: true };
    case 'REVIEW_OUT_OF_DATE':
      return { key: 'outOfDate', stale: true };
    case 'REVISION_NOT_FOUND':
      return { key: 'revisionGone', stale: true };
    default:
      break;
  }
  if (failure.kind === 'network') return { key: 'offline', stale: false };
  return { key: 'decisionFailed', stale: false };
}
