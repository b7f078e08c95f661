import { useState } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@rowad/shared/api-client';
import { useDeleteEvent } from '@rowad/shared/query/admin';
import { useNavigate } from '@rowad/shared/routing';
import type { Event } from '@rowad/shared/schemas';
import { Button } from '@rowad/shared/ui';
import { ConfirmDialog } from '@rowad/shared/ui/confirm-dialog';
import { adminPaths } from '../../../admin-paths';
import { Panel } from '../../../components/page-frame';
import { useEventsMessages } from '../messages';
import type { DeletedState } from './page-parts';

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

/** Deleting the bazaar, once the admin confirms; the list says it is gone. */
export function DeleteEvent({ event }: { event: Event }) {
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
