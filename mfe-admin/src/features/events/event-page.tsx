import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { serverFieldErrors, toApiFailure } from '@rowad/shared/api-client';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import { paths } from '@rowad/shared/paths';
import {
  eventKeys,
  queryClient,
  useCreateEvent,
  useDeleteEvent,
  useEvent,
  useUpdateEvent,
} from '@rowad/shared/query';
import { Link, useLocation, useNavigate, useParams } from '@rowad/shared/routing';
import type { Event, EventInput } from '@rowad/shared/schemas';
import { Badge, Button, Skeleton, useDocumentTitle } from '@rowad/shared/ui';
import { ConfirmDialog } from '@rowad/shared/ui/confirm-dialog';
import { adminPaths } from '../../admin-paths';
import { Lead, Note, Outcome, Page, Panel } from '../../components/page-frame';
import { EventForm, type SubmitFailure } from './event-form';
import { changedFields, EMPTY_EVENT, valuesOfEvent } from './event-form-values';
import { EventImages } from './event-images';
import { EventRequests } from './event-requests';
import { useEventsMessages, type EventsMessageKey } from './messages';
import { STATUS_BADGES } from './status-badge';

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-inline-size: 860px;
  min-inline-size: 0;
`;

const Back = styled(Link)`
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

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Danger = styled(Panel)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  button {
    justify-self: start;
  }
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** What the page says about a save or create that failed, and the fields the server named. */
function saveFailure(
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
interface ArrivalState {
  created?: boolean;
}

/**
 * `/admin/bazaars/new` (the form, then the new bazaar's page) and `/admin/bazaars/:id` (the form
 * with the bazaar's values, its images, its requests to take part, and deleting it).
 */
export default function EventPage() {
  const { id } = useParams();
  if (id === undefined || id === 'new') return <NewEventPage />;
  const eventId = Number(id);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(eventId) || eventId <= 0) return <NotFoundPage />;
  return <EditEventPage key={eventId} eventId={eventId} />;
}

function NewEventPage() {
  const t = useEventsMessages();
  useDocumentTitle(t('newTitle'));
  const navigate = useNavigate();
  const create = useCreateEvent();

  const send = async (input: EventInput): Promise<SubmitFailure | void> => {
    try {
      const event = await create.mutateAsync(input);
      // The new bazaar's page opens with it at once, not after loading it again.
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      const state: ArrivalState = { created: true };
      navigate(adminPaths.event(event.id), { state });
    } catch (error) {
      console.error('Creating the bazaar failed', error);
      const { key, fields } = saveFailure(error, 'createFailed');
      return { failure: t(key), fields };
    }
  };

  return (
    <Page>
      <Back to={adminPaths.events}>{t('backToList')}</Back>
      <h1>{t('newTitle')}</h1>
      <Lead>{t('newLead')}</Lead>
      <Column>
        <Panel>
          <EventForm
            initial={EMPTY_EVENT}
            submitLabel={t('create')}
            busyLabel={t('creating')}
            onSubmit={send}
          />
        </Panel>
      </Column>
    </Page>
  );
}

function NotFoundPage() {
  const t = useEventsMessages();
  useDocumentTitle(t('notFound'));
  return (
    <Page>
      <h1>{t('notFound')}</h1>
      <Lead>{t('notFoundText')}</Lead>
      <Back to={adminPaths.events}>{t('backToList')}</Back>
    </Page>
  );
}

function EditEventPage({ eventId }: { eventId: number }) {
  const t = useEventsMessages();
  const query = useEvent(eventId);
  const location = useLocation();
  const navigate = useNavigate();
  // Said once: a reload or a return to this page later does not say 'created' again.
  const [created] = useState(() => ((location.state ?? {}) as ArrivalState).created === true);
  useEffect(() => {
    if (location.state) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);
  const event = query.data;
  useDocumentTitle(event ? t('editTitle', { name: event.name }) : undefined);
  // A failed load is logged once per failure, not at every render.
  useEffect(() => {
    if (query.error) console.error('Loading the bazaar failed', query.error);
  }, [query.error]);

  if (event === undefined) {
    if (query.status === 'error' && toApiFailure(query.error).status === 404) return <NotFoundPage />;
    return (
      <Page aria-busy={query.status === 'pending'}>
        <Back to={adminPaths.events}>{t('backToList')}</Back>
        {query.status === 'pending' ? (
          <>
            <h1 className="visually-hidden">{t('eventLoading')}</h1>
            <Skeleton $height="2.5rem" $width="min(100%, 24rem)" />
            <Panel>
              <Skeleton $height="20rem" />
            </Panel>
          </>
        ) : (
          <>
            <Note $problem role="alert">
              {t('eventFailed')}
            </Note>
            <Button type="button" $variant="secondary" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </>
        )}
      </Page>
    );
  }

  return <EventEditor event={event} created={created} />;
}

function EventEditor({ event, created }: { event: Event; created: boolean }) {
  const t = useEventsMessages();
  const language = useLanguageStore((state) => state.language);
  const update = useUpdateEvent(event.id);
  const [outcome, setOutcome] = useState<EventsMessageKey | null>(created ? 'created' : null);
  const badge = STATUS_BADGES[event.status];

  const send = async (input: EventInput): Promise<SubmitFailure | void> => {
    setOutcome(null);
    const patch = changedFields(event, input);
    if (Object.keys(patch).length === 0) {
      setOutcome('nothingChanged');
      return;
    }
    try {
      await update.mutateAsync(patch);
      setOutcome('saved');
    } catch (error) {
      console.error('Saving the bazaar failed', error);
      const { key, fields } = saveFailure(error, 'saveFailed');
      return { failure: t(key), fields };
    }
  };

  return (
    <Page>
      <Back to={adminPaths.events}>{t('backToList')}</Back>
      <h1>
        <bdi>{event.name}</bdi>
      </h1>
      <Facts>
        <Badge $tone={badge.tone}>{t(badge.key)}</Badge>
        <span>
          {t('dates', {
            start: formatDate(event.startDate, language),
            end: formatDate(event.endDate, language),
          })}
        </span>
        <span>
          {event.capacity === null
            ? t('noCapacity')
            : t('placesSummary', { capacity: event.capacity, left: event.placesLeft ?? 0 })}
        </span>
        <Link to={paths.event(event.id)}>{t('viewPublic')}</Link>
      </Facts>
      {outcome && <Outcome role="status">{t(outcome)}</Outcome>}
      <Column>
        <Panel>
          <EventForm
            initial={valuesOfEvent(event)}
            submitLabel={t('save')}
            busyLabel={t('saving')}
            onSubmit={send}
          />
        </Panel>
        <Panel>
          <EventImages event={event} />
        </Panel>
        <Panel>
          <EventRequests eventId={event.id} />
        </Panel>
        <DeleteEvent event={event} />
      </Column>
    </Page>
  );
}

/** The outcome the list shows after a bazaar is deleted. */
export interface DeletedState {
  deleted?: string;
}

function DeleteEvent({ event }: { event: Event }) {
  const t = useEventsMessages();
  const navigate = useNavigate();
  const remove = useDeleteEvent();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    if (remove.isPending) return;
    setProblem(null);
    try {
      await remove.mutateAsync(event.id);
      const state: DeletedState = { deleted: event.name };
      navigate(adminPaths.events, { state });
    } catch (error) {
      console.error('Deleting the bazaar failed', error);
      setProblem(toApiFailure(error).status === 404 ? t('goneFailed') : t('deleteFailed'));
    }
  };

  return (
    <Danger as="section" aria-labelledby="delete-event-heading">
      <h2 id="delete-event-heading">{t('dangerSection')}</h2>
      <p>{t('dangerText')}</p>
      <Button
        type="button"
        $variant="danger"
        aria-haspopup="dialog"
        onClick={() => {
          setProblem(null);
          setConfirming(true);
        }}
      >
        {t('deleteEvent')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('deleteEventTitle', { name: event.name })}
        busy={remove.isPending}
        cancelLabel={t('cancel')}
        confirmLabel={t('deleteEvent')}
        busyLabel={t('deletingEvent')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      >
        <p>{t('deleteEventText')}</p>
        {problem && <Problem role="alert">{problem}</Problem>}
      </ConfirmDialog>
    </Danger>
  );
}
