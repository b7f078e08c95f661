import { useState } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@rowad/shared/api-client';
import { ConnectionNotice, isConnectionFailure, useConnection } from '@rowad/shared/connection';
import { useRequestInformation } from '@rowad/shared/query';
import { INFO_REQUEST_OWNERS_PER_DAY, type ApiErrorCode } from '@rowad/shared/schemas';
import { Button, Dialog } from '@rowad/shared/ui';
import { useOwnerProfileMessages } from './messages';

type Outcome = 'submitted' | 'limit' | 'cap' | 'failed';

const TITLES = {
  submitted: 'submittedTitle',
  limit: 'limitTitle',
  cap: 'capTitle',
  failed: 'failedTitle',
} as const;
const TEXTS = {
  submitted: 'submittedText',
  limit: 'limitText',
  cap: 'capText',
  failed: 'failedText',
} as const;

/** The refusals with a message of their own; any other failure gets the generic one. */
const REFUSALS: Partial<Record<ApiErrorCode, Outcome>> = {
  INFO_ALREADY_REQUESTED: 'limit',
  INFO_REQUEST_LIMIT_REACHED: 'cap',
};

// The box spaces its rows with a grid gap.
const Notice = styled(ConnectionNotice)`
  margin: 0;
`;

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

/**
 * An investor asks the owner for information (docs/product.md §7 and §8): the owner is e-mailed the
 * investor's name and address and replies by e-mail. Once a day per owner, and a few owners a day:
 * each refusal gets its own message rather than the product's generic failure (docs/product.md §8).
 * Offline, or when the request got no answer, the button says it needs a connection instead
 * (issue 32), as taking part in a bazaar does.
 */
export function RequestInfo({ ownerId, ownerName }: { ownerId: number; ownerName: string }) {
  const t = useOwnerProfileMessages();
  const request = useRequestInformation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { setLost, needsConnection } = useConnection();
  const close = () => setOutcome(null);
  return (
    <Box>
      <Notice show={needsConnection} action />
      <Button
        type="button"
        disabled={request.isPending}
        aria-busy={request.isPending}
        onClick={() => {
          if (!navigator.onLine) return;
          setLost(false);
          request.mutate(ownerId, {
            onSuccess: () => setOutcome('submitted'),
            onError: (error) => {
              if (isConnectionFailure(error)) return setLost(true);
              const { code } = toApiFailure(error);
              setOutcome((code && REFUSALS[code]) ?? 'failed');
            },
          });
        }}
      >
        {request.isPending ? t('requesting') : t('requestInfo')}
      </Button>
      <p>{t('requestHint', { name: ownerName })}</p>
      <Dialog
        open={outcome !== null}
        title={outcome ? t(TITLES[outcome]) : ''}
        onClose={close}
        actions={
          <Button type="button" onClick={close}>
            {t('ok')}
          </Button>
        }
      >
        {outcome && <p>{t(TEXTS[outcome], { name: ownerName, max: INFO_REQUEST_OWNERS_PER_DAY })}</p>}
      </Dialog>
    </Box>
  );
}
