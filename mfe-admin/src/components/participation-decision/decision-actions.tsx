import { useRef, useState } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@rowad/shared/api-client';
import { useAcceptParticipation, useRejectParticipation } from '@rowad/shared/query/admin';
import type { AdminParticipation } from '@rowad/shared/schemas';
import { Badge, Button, type BadgeTone } from '@rowad/shared/ui';
import { Row } from '@rowad/shared/ui/layout';
import { ReasonDialog } from '../reason-dialog';
import { useDecisionMessages, type DecisionMessageKey } from './messages';

const Actions = styled(Row)`
  & > button {
    flex: 1 1 8rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    & > button {
      flex: none;
    }
  }
`;

/** What a decision came to, said by the page above the list (the item may leave the list). */
export interface DecisionOutcome {
  text: string;
  problem: boolean;
}

/** The page's word for a refused decision, by the API's code (null: a failure to retry). */
function refusalKey(error: unknown): DecisionMessageKey | null {
  const failure = toApiFailure(error);
  if (failure.code === 'ALREADY_DECIDED') return 'alreadyDecided';
  if (failure.code === 'EVENT_FULL') return 'eventFull';
  if (failure.status === 404) return 'requestGone';
  return null;
}

const ownerName = (participation: AdminParticipation) =>
  `${participation.owner.firstName} ${participation.owner.lastName}`.trim();

interface DecisionActionsProps {
  participation: AdminParticipation;
  onOutcome: (outcome: DecisionOutcome) => void;
}

/**
 * Accept, or Reject with a reason, for a pending request. Either button is disabled while a
 * decision is on its way, and a second click in the same moment (a double click, before the
 * disabled state is drawn) sends nothing: a request is never decided twice from here.
 */
export function DecisionActions({ participation, onOutcome }: DecisionActionsProps) {
  const t = useDecisionMessages();
  const accept = useAcceptParticipation();
  const reject = useRejectParticipation();
  const [rejecting, setRejecting] = useState(false);
  const [dialogFailure, setDialogFailure] = useState<string | undefined>(undefined);
  const sending = useRef(false);
  const names = { owner: ownerName(participation), event: participation.event.name };
  const busy = accept.isPending || reject.isPending;

  const decide = async (send: () => Promise<unknown>, done: DecisionMessageKey, inDialog: boolean) => {
    if (sending.current) return;
    sending.current = true;
    setDialogFailure(undefined);
    try {
      await send();
      setRejecting(false);
      onOutcome({ text: t(done, names), problem: false });
    } catch (error) {
      console.error('Deciding the request to take part failed', error);
      const refusal = refusalKey(error);
      if (inDialog && refusal === null) {
        // A failure to retry stays in the dialog, with the reason as typed.
        setDialogFailure(t('decisionFailed'));
      } else {
        setRejecting(false);
        onOutcome({ text: refusal ? t(refusal, names) : t('decisionFailed'), problem: true });
      }
    } finally {
      sending.current = false;
    }
  };

  return (
    <Actions>
      <Button
        type="button"
        $variant="primary"
        aria-label={accept.isPending ? undefined : t('acceptLabel', names)}
        disabled={busy}
        onClick={() => void decide(() => accept.mutateAsync({ id: participation.id }), 'accepted', false)}
      >
        {accept.isPending ? t('accepting') : t('accept')}
      </Button>
      <Button
        type="button"
        $variant="secondary"
        aria-label={t('rejectLabel', names)}
        aria-haspopup="dialog"
        disabled={busy}
        onClick={() => {
          setDialogFailure(undefined);
          setRejecting(true);
        }}
      >
        {t('reject')}
      </Button>
      <ReasonDialog
        open={rejecting}
        title={t('rejectTitle', names)}
        confirmLabel={t('reject')}
        presets={[t('presetFull'), t('presetCategories'), t('presetProfile'), t('presetDates')]}
        hint={t('rejectHint')}
        sending={reject.isPending}
        failure={dialogFailure}
        onConfirm={(reason) =>
          void decide(() => reject.mutateAsync({ id: participation.id, reason }), 'rejected', true)
        }
        onClose={() => {
          if (!reject.isPending) setRejecting(false);
        }}
      />
    </Actions>
  );
}

const STATUS: Record<AdminParticipation['status'], { key: DecisionMessageKey; tone: BadgeTone }> = {
  pending: { key: 'statusPending', tone: 'warning' },
  accepted: { key: 'statusAccepted', tone: 'success' },
  rejected: { key: 'statusRejected', tone: 'danger' },
};

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

/** A request's state: its badge and, once rejected, the reason the owner was given. */
export function ParticipationStatus({ participation }: { participation: AdminParticipation }) {
  const t = useDecisionMessages();
  const { key, tone } = STATUS[participation.status];
  return (
    <>
      <Badge $tone={tone}>{t(key)}</Badge>
      {participation.status === 'rejected' && participation.reason && (
        <Reason>
          {t('reasonGiven')} <bdi>{participation.reason}</bdi>
        </Reason>
      )}
    </>
  );
}
