import { formatDate } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import { Link } from '@rowad/shared/routing';
import { Badge, type BadgeTone } from '@rowad/shared/ui';
import { adminPaths } from '../../../admin-paths';
import { useUsersMessages, type UsersMessageKey } from '../messages';
import { ItemName, List, Muted, Small, type Participation } from './parts';

const REQUEST: Record<Participation['status'], [UsersMessageKey, BadgeTone]> = {
  pending: ['requestPending', 'warning'],
  accepted: ['requestAccepted', 'success'],
  rejected: ['requestRejected', 'danger'],
};

/** The account's requests to take part in bazaars, each with its answer. */
export function RequestsList({ participations }: { participations: Participation[] }) {
  const t = useUsersMessages();
  const language = useLanguageStore((state) => state.language);
  if (participations.length === 0) return <Muted>{t('noRequests')}</Muted>;
  return (
    <List aria-label={t('requests')}>
      {participations.map((request) => {
        const [status, tone] = REQUEST[request.status];
        return (
          <li key={request.id}>
            <ItemName>
              <Link to={adminPaths.event(request.event.id)}>
                <bdi>{request.event.name}</bdi>
              </Link>
            </ItemName>
            <Small>
              <time dateTime={request.createdAt}>
                {t('requestedOn', { date: formatDate(request.createdAt, language) })}
              </time>
            </Small>
            <Badge $tone={tone}>{t(status)}</Badge>
          </li>
        );
      })}
    </List>
  );
}
