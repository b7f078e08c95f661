import { eventKeys, queryClient } from '@rowad/shared/query';
import { useCreateEvent } from '@rowad/shared/query/admin';
import { useNavigate } from '@rowad/shared/routing';
import type { EventInput } from '@rowad/shared/schemas';
import { useDocumentTitle } from '@rowad/shared/ui';
import { adminPaths } from '../../../admin-paths';
import { Lead, Page, Panel } from '../../../components/page-frame';
import { EventForm, type SubmitFailure } from '../event-form';
import { EMPTY_EVENT } from '../event-form-values';
import { useEventsMessages } from '../messages';
import { Back, Column, saveFailure, type ArrivalState } from './page-parts';

/** `/admin/bazaars/new`: the form, then the new bazaar's page. */
export function NewEventPage() {
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
