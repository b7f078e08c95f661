import { useEffect, useState } from 'react';
import { toApiFailure } from '@rowad/shared/api-client';
import { useEvent } from '@rowad/shared/query';
import { useLocation, useNavigate } from '@rowad/shared/routing';
import { Button, Skeleton, useDocumentTitle } from '@rowad/shared/ui';
import { adminPaths } from '../../../admin-paths';
import { Note, Page, Panel } from '../../../components/page-frame';
import { useEventsMessages } from '../messages';
import { EventEditor } from './event-editor';
import { NotFoundPage } from './not-found-page';
import { Back, type ArrivalState } from './page-parts';

/** `/admin/bazaars/:id`: the bazaar loads, then its editor opens. */
export function EditEventPage({ eventId }: { eventId: number }) {
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
