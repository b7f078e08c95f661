import { useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import { paths } from '@rowad/shared/paths';
import { useUpdateEvent } from '@rowad/shared/query/admin';
import { Link } from '@rowad/shared/routing';
import type { Event, EventInput } from '@rowad/shared/schemas';
import { Badge } from '@rowad/shared/ui';
import { Row } from '@rowad/shared/ui/layout';
import { adminPaths } from '../../../admin-paths';
import { Outcome, Page, Panel } from '../../../components/page-frame';
import { EventForm, type SubmitFailure } from '../event-form';
import { changedFields, valuesOfEvent } from '../event-form-values';
import { EventImages } from '../event-images';
import { EventRequests } from '../event-requests';
import { useEventsMessages, type EventsMessageKey } from '../messages';
import { STATUS_BADGES } from '../status-badge';
import { DeleteEvent } from './delete-event';
import { Back, Column, saveFailure } from './page-parts';

const Facts = styled(Row).attrs({ $align: 'center', $gap: [2, 4] as const })`
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A bazaar's page: its facts, the form with its values, its images, its requests, and deleting it. */
export function EventEditor({ event, created }: { event: Event; created: boolean }) {
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
