import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import { paths } from '@rowad/shared/paths';
import { itemsOf } from '@rowad/shared/query';
import { useAdminUsers, useAuditLog } from '@rowad/shared/query/admin';
import { Link } from '@rowad/shared/routing';
import { AUDIT_SUBJECTS, type AuditEntry, type AuditSubject } from '@rowad/shared/schemas';
import { Badge, useDocumentTitle } from '@rowad/shared/ui';
import { Row, Stack } from '@rowad/shared/ui/layout';
import { adminPaths } from '../../admin-paths';
import { formatTime } from '../../components/format-time';
import { FilterSelect, ListBody, ListPage, LoadingList, useListParams } from '../../components/page-frame';
import { KNOWN_ACTIONS, useAuditLogMessages, type AuditLogKey } from './messages';

const KIND_LABELS: Record<AuditSubject, AuditLogKey> = {
  project: 'kindProject',
  participation: 'kindParticipation',
  event: 'kindEvent',
  comment: 'kindComment',
  user: 'kindUser',
  contact: 'kindContact',
  mail: 'kindMail',
  release: 'kindRelease',
  report: 'kindReport',
};

/** An entry made with the CI release token (issue 27), not by an admin. */
const byReleaseToken = (entry: AuditEntry): boolean =>
  typeof entry.details === 'object' &&
  entry.details !== null &&
  (entry.details as { via?: unknown }).via === 'release token';

const isKnown = (action: string): action is (typeof KNOWN_ACTIONS)[number] =>
  (KNOWN_ACTIONS as readonly string[]).includes(action);

/** Where the item of an entry can be seen: an admin page, or a project's public page. */
function itemPath(entry: AuditEntry): string | undefined {
  if (entry.subjectName === null) return undefined;
  switch (entry.subjectType) {
    case 'event':
      return entry.action === 'event.deleted' ? undefined : adminPaths.event(entry.subjectId);
    case 'user':
      return adminPaths.user(entry.subjectId);
    case 'project':
      return paths.project(entry.subjectId);
    case 'release':
      return adminPaths.releases;
    default:
      return undefined;
  }
}

const Filters = styled(Stack).attrs({ $gap: 3 })`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 16rem));
  }
  label {
    display: block;
    font-weight: 600;
    margin-block-end: ${({ theme }) => theme.space(1)};
  }
`;

const List = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  min-inline-size: 0;
  &:last-child {
    border-block-end: none;
  }
`;

const Top = styled(Row).attrs({ $align: 'center', $spread: true })`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Sentence = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  code {
    padding: 0 ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    direction: ltr;
    unicode-bidi: isolate;
  }
`;

const Gone = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Reason = styled.p`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(3)};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  strong {
    margin-inline-end: ${({ theme }) => theme.space(1)};
  }
`;

function Item({ entry }: { entry: AuditEntry }) {
  const t = useAuditLogMessages();
  if (entry.subjectName === null) {
    // A comment has no name: 'deleted a comment' says it all.
    return entry.subjectType === 'comment' ? null : <Gone>{t('itemGone')}</Gone>;
  }
  const name = <bdi>{entry.subjectName}</bdi>;
  const to = itemPath(entry);
  return to ? <Link to={to}>{name}</Link> : <strong>{name}</strong>;
}

function EntryItem({ entry }: { entry: AuditEntry }) {
  const t = useAuditLogMessages();
  const language = useLanguageStore((state) => state.language);
  let who: ReactNode;
  if (entry.admin) {
    who = (
      <Link to={adminPaths.user(entry.admin.id)}>
        <bdi>{`${entry.admin.firstName} ${entry.admin.lastName}`.trim()}</bdi>
      </Link>
    );
  } else {
    // A CI job's release names no admin: it used the release token (docs/operations.md).
    who = <strong>{t(byReleaseToken(entry) ? 'releaseToken' : 'removedAdmin')}</strong>;
  }
  const words = isKnown(entry.action) ? t(entry.action) : <code>{entry.action}</code>;
  return (
    <Entry>
      <Top>
        <time dateTime={entry.createdAt}>
          {t('when', {
            date: formatDate(entry.createdAt, language),
            time: formatTime(entry.createdAt, language),
          })}
        </time>
        <Badge>{t(KIND_LABELS[entry.subjectType])}</Badge>
      </Top>
      <Sentence>
        {who} {words} <Item entry={entry} />
      </Sentence>
      {entry.reason && (
        <Reason>
          <strong>{t('reason')}</strong>
          <span dir="auto">{entry.reason}</span>
        </Reason>
      )}
    </Entry>
  );
}

/**
 * /admin/audit: every admin decision, newest first, in words (who did what to which item, when
 * and why), filtered by kind of item and by admin; both filters live in the address.
 */
export default function AuditLogPage() {
  const t = useAuditLogMessages();
  useDocumentTitle(t('title'));
  const { params, setParam } = useListParams();
  const kind = AUDIT_SUBJECTS.find((value) => value === params.get('kind'));
  const adminParam = Number(params.get('adminId'));
  const adminId = Number.isSafeInteger(adminParam) && adminParam > 0 ? adminParam : undefined;

  const admins = itemsOf(useAdminUsers({ role: 'admin', limit: 100 }).data);
  // An admin named in the address but not (or not yet) listed keeps a choice of its own.
  const adminOptions = admins.map((admin) => ({
    value: String(admin.id),
    label: `${admin.firstName} ${admin.lastName}`.trim(),
  }));
  if (adminId && !admins.some((admin) => admin.id === adminId))
    adminOptions.push({ value: String(adminId), label: t('adminNumber', { id: adminId }) });
  const query = useAuditLog({ ...(kind ? { kind } : {}), ...(adminId ? { adminId } : {}) });
  const entries = itemsOf(query.data);
  const total = query.data?.pages[0]?.total ?? entries.length;

  return (
    <ListPage
      title={t('title')}
      lead={t('lead')}
      filters={
        <Filters>
          <FilterSelect
            label={t('kindFilter')}
            value={kind ?? ''}
            allLabel={t('allKinds')}
            options={AUDIT_SUBJECTS.map((value) => ({ value, label: t(KIND_LABELS[value]) }))}
            onChange={(value) => setParam('kind', value)}
          />
          <FilterSelect
            label={t('adminFilter')}
            value={adminId ? String(adminId) : ''}
            allLabel={t('allAdmins')}
            options={adminOptions}
            onChange={(value) => setParam('adminId', value)}
          />
        </Filters>
      }
    >
      <ListBody
        query={query}
        loading={<LoadingList label={t('loading')} rows={3} height="72px" />}
        failedText={t('failed')}
        empty={kind || adminId ? t('empty') : t('emptyAll')}
        shown={entries.length}
        total={total}
      >
        <List aria-label={t('listLabel')}>
          {entries.map((entry) => (
            <EntryItem key={entry.id} entry={entry} />
          ))}
        </List>
      </ListBody>
    </ListPage>
  );
}
