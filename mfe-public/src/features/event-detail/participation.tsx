import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { eventCalendarUrl } from '@rowad/shared/api';
import { ConnectionNotice, isConnectionFailure, useConnection } from '@rowad/shared/connection';
import { useMyParticipation, useParticipate } from '@rowad/shared/query';
import type { Event } from '@rowad/shared/schemas';
import { useAuthStore } from '@rowad/shared/session';
import { Button, Dialog, Skeleton } from '@rowad/shared/ui';
import { Fact } from '../../components/detail-layout';
import { useEventDetailMessages, type EventDetailMessageKey } from './messages';

type Shown = 'pending' | 'accepted' | 'rejected';

const TONES = {
  pending: { fg: 'warning', bg: 'warningSurface' },
  accepted: { fg: 'success', bg: 'successSurface' },
  rejected: { fg: 'danger', bg: 'dangerSurface' },
} as const;

const STATUS_TEXT: Record<Shown, EventDetailMessageKey> = {
  pending: 'participationPending',
  accepted: 'participationAccepted',
  rejected: 'participationRejected',
};

const StatusNote = styled.div<{ $status: Shown }>`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid ${({ theme, $status }) => theme.colors[TONES[$status].fg]};
  background: ${({ theme, $status }) => theme.colors[TONES[$status].bg]};
  color: ${({ theme, $status }) => theme.colors[TONES[$status].fg]};
  font-weight: 600;
  p {
    margin: 0;
  }
  p + p {
    margin-block-start: ${({ theme }) => theme.space(1)};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Full = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
`;

const Wide = styled(Button)`
  inline-size: 100%;
`;

// The stack's gap spaces it from the button.
const Notice = styled(ConnectionNotice)`
  margin: 0;
`;

const CalendarLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/** docs/product.md §4: an unknown status reads as pending. */
function shownStatus(status: string): Shown {
  return status === 'accepted' || status === 'rejected' ? status : 'pending';
}

/** docs/product.md §3: 'past' is compared case-insensitively. */
export function isPast(event: Pick<Event, 'status'>): boolean {
  return event.status.toLowerCase() === 'past';
}

/** Places left of a bazaar with a capacity: "3 of 40 places left", or that it is full. */
export function placesText(
  event: Pick<Event, 'capacity' | 'placesLeft'>,
  t: ReturnType<typeof useEventDetailMessages>,
): string | null {
  if (event.capacity === null) return null;
  const left = event.placesLeft ?? event.capacity;
  if (left <= 0) return t('full');
  return t(left === 1 ? 'onePlaceLeft' : 'placesLeft', { left, capacity: event.capacity });
}

/** The product's dialogs (docs/product.md §8) after registering: success or failure. */
function RegistrationDialog({
  outcome,
  onClose,
}: {
  outcome: 'success' | 'failure' | null;
  onClose: () => void;
}) {
  const t = useEventDetailMessages();
  return (
    <Dialog
      open={outcome !== null}
      title={outcome === 'success' ? t('registeredTitle') : t('registrationFailedTitle')}
      onClose={onClose}
      actions={
        <Button type="button" onClick={onClose}>
          {t('ok')}
        </Button>
      }
    >
      <p>{outcome === 'success' ? t('registeredText') : t('registrationFailedText')}</p>
    </Dialog>
  );
}

/** A signed-in owner's request: its state with the product's text (docs/product.md) and colour, and a rejection's reason. */
function RequestState({ status: given, reason }: { status: string; reason: string | null }) {
  const t = useEventDetailMessages();
  const status = shownStatus(given);
  return (
    <StatusNote $status={status} role="status">
      <p>{t(STATUS_TEXT[status])}</p>
      {status === 'rejected' && reason && (
        <p>
          {t('rejectionReason', { reason: '' })}
          {/* Typed by the admin in either language: its own direction keeps its full stop in place. */}
          <bdi>{reason}</bdi>
        </p>
      )}
    </StatusNote>
  );
}

/**
 * The participation area of the event page (docs/product.md §4): for a signed-in owner the state of
 * the request, or the register button while the event is not past and has places; nothing for
 * guests and other roles. Anyone may add a bazaar that is not over to a calendar. The area,
 * heading included, is left out when it has nothing to show.
 */
export function Participation({ event }: { event: Event }) {
  const t = useEventDetailMessages();
  const isOwner = useAuthStore((state) => state.token !== null && state.user?.role === 'owner');
  const query = useMyParticipation(event.id, isOwner);
  const participate = useParticipate(event.id);
  // Offline, or the request got no answer (issue 32): the button says it needs a connection
  // instead of the failure dialog.
  const { setLost, needsConnection } = useConnection();
  // Kept here: once registered, the button gives way to the pending state while the dialog stays.
  const [outcome, setOutcome] = useState<'success' | 'failure' | null>(null);
  const past = isPast(event);

  let ownerPart: ReactNode = null;
  if (isOwner && query.status === 'pending') {
    ownerPart = (
      <div aria-busy="true" aria-label={t('checking')}>
        <Skeleton $height="44px" />
      </div>
    );
  } else if (isOwner && query.status === 'success') {
    ownerPart = <RequestState status={query.data.status} reason={query.data.reason} />;
  } else if (isOwner && !past) {
    // No request yet, or the lookup failed (docs/product.md: treated as none).
    ownerPart =
      event.capacity !== null && (event.placesLeft ?? event.capacity) <= 0 ? (
        <Full>{t('fullNoRegister')}</Full>
      ) : (
        <>
          <Notice show={needsConnection} action />
          <Wide
            type="button"
            disabled={participate.isPending}
            aria-busy={participate.isPending}
            onClick={() => {
              if (!navigator.onLine) return;
              setLost(false);
              participate.mutate(undefined, {
                onSuccess: () => setOutcome('success'),
                onError: (error) => (isConnectionFailure(error) ? setLost(true) : setOutcome('failure')),
              });
            }}
          >
            {participate.isPending ? t('registering') : t('register')}
          </Wide>
        </>
      );
  }
  if (ownerPart === null && past) return null;
  return (
    <Fact>
      <h2>{t('takePart')}</h2>
      <Stack>
        {ownerPart}
        {!past && (
          <CalendarLink
            href={eventCalendarUrl(event.id)}
            download={`event-${event.id}.ics`}
            data-tap="calendar"
          >
            <CalendarIcon />
            {t('addToCalendar')}
          </CalendarLink>
        )}
      </Stack>
      <RegistrationDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </Fact>
  );
}

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M7 3v4M17 3v4M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1ZM12 12v5M9.5 14.5h5"
      />
    </svg>
  );
}
