import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import { itemsOf } from '@rowad/shared/query';
import { useAdminUsers } from '@rowad/shared/query/admin';
import { Link } from '@rowad/shared/routing';
import type { AdminUser } from '@rowad/shared/schemas';
import { Badge, Input, useDocumentTitle } from '@rowad/shared/ui';
import { Stack } from '@rowad/shared/ui/layout';
import { adminPaths } from '../../admin-paths';
import { FilterSelect, ListBody, ListPage, LoadingList, useListParams } from '../../components/page-frame';
import { fullName, oneOf, ROLE_LABELS, ROLES, STATE_LABELS, STATE_TONES, STATES } from './account-labels';
import { useUsersMessages } from './messages';

/** How long typing pauses before the search is sent (one call per pause, not per key). */
const SEARCH_DELAY_MS = 300;

const Filters = styled(Stack).attrs({ $gap: 3 })`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  @media (min-width: 720px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
  }
  label {
    display: block;
    font-weight: 600;
    margin-block-end: ${({ theme }) => theme.space(1)};
  }
`;

// One table: on a wide screen it reads as a table; on a phone each row becomes a card whose cells
// carry their column's name, so the same markup (and the same links) serves both.
const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  @media (min-width: 720px) {
    background: ${({ theme }) => theme.colors.surface};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)}`};
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8125rem;
    font-weight: 600;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr {
    position: relative;
    background: ${({ theme }) => theme.colors.surface};
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  tbody td {
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  @media (max-width: 719px) {
    thead {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody {
      display: grid;
      gap: ${({ theme }) => theme.space(3)};
    }
    tbody tr {
      display: grid;
      gap: ${({ theme }) => theme.space(1)};
      padding: ${({ theme }) => theme.space(4)};
      border-radius: ${({ theme }) => theme.radii.md};
      box-shadow: ${({ theme }) => theme.shadows.card};
    }
    tbody td {
      display: flex;
      flex-wrap: wrap;
      gap: ${({ theme }) => theme.space(2)};
      padding: 0;
      border: none;
    }
    tbody td[data-label]::before {
      content: attr(data-label);
      min-inline-size: 6rem;
      color: ${({ theme }) => theme.colors.muted};
      font-size: 0.8125rem;
    }
  }
`;

const TableFrame = styled.div`
  @media (min-width: 720px) {
    overflow-x: auto;
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

// The name's link covers its whole row (or card), so a tap anywhere on it opens the account.
const RowLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const Email = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
`;

function UserRow({ user }: { user: AdminUser }) {
  const t = useUsersMessages();
  const language = useLanguageStore((state) => state.language);
  return (
    <tr>
      <td>
        <RowLink to={adminPaths.user(user.id)}>
          <bdi>{fullName(user)}</bdi>
        </RowLink>
      </td>
      <td data-label={t('columnEmail')}>
        <Email>{user.email}</Email>
      </td>
      <td data-label={t('columnRole')}>{t(ROLE_LABELS[user.role])}</td>
      <td data-label={t('columnState')}>
        <Badge $tone={STATE_TONES[user.state]}>{t(STATE_LABELS[user.state])}</Badge>
      </td>
      <td data-label={t('columnCreated')}>
        <time dateTime={user.createdAt}>{formatDate(user.createdAt, language)}</time>
      </td>
    </tr>
  );
}

/** The search box: what is typed goes to the address (`?q=`) once typing pauses. */
function useSearchText(q: string, setQ: (value: string) => void) {
  const [text, setText] = useState(q);
  // The address changed by other means (a link, Back): the box shows what is searched now.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== text.trim()) setText(q);
  }
  const send = useRef(setQ);
  useEffect(() => {
    send.current = setQ;
  });
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === q) return;
    const timer = setTimeout(() => send.current(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q]);
  return [text, setText] as const;
}

/**
 * /admin/users: every account, newest first, searched by name or e-mail and filtered by role and
 * state; the search and filters live in the address, so a filtered list can be shared or reloaded.
 */
export default function UsersPage() {
  const t = useUsersMessages();
  const id = useId();
  useDocumentTitle(t('title'));
  const { params, setParam } = useListParams();
  const q = params.get('q') ?? '';
  const role = oneOf(ROLES, params.get('role'));
  const state = oneOf(STATES, params.get('state'));

  const [text, setText] = useSearchText(q, (value) => setParam('q', value));

  const query = useAdminUsers({
    ...(q ? { q } : {}),
    ...(role ? { role } : {}),
    ...(state ? { state } : {}),
  });
  const users = itemsOf(query.data);
  const total = query.data?.pages[0]?.total ?? users.length;

  return (
    <ListPage
      title={t('title')}
      lead={t('lead')}
      filters={
        <Filters role="search">
          <div>
            <label htmlFor={`${id}-q`}>{t('search')}</label>
            <Input
              id={`${id}-q`}
              type="search"
              value={text}
              maxLength={100}
              placeholder={t('searchPlaceholder')}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <FilterSelect
            label={t('roleFilter')}
            value={role ?? ''}
            allLabel={t('all')}
            options={ROLES.map((value) => ({ value, label: t(ROLE_LABELS[value]) }))}
            onChange={(value) => setParam('role', value)}
          />
          <FilterSelect
            label={t('stateFilter')}
            value={state ?? ''}
            allLabel={t('all')}
            options={STATES.map((value) => ({ value, label: t(STATE_LABELS[value]) }))}
            onChange={(value) => setParam('state', value)}
          />
        </Filters>
      }
    >
      <ListBody
        query={query}
        loading={<LoadingList label={t('loading')} rows={3} height="48px" />}
        failedText={t('failed')}
        empty={t('empty')}
        shown={users.length}
        total={total}
      >
        <TableFrame>
          <Table aria-label={t('listLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('columnName')}</th>
                <th scope="col">{t('columnEmail')}</th>
                <th scope="col">{t('columnRole')}</th>
                <th scope="col">{t('columnState')}</th>
                <th scope="col">{t('columnCreated')}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </tbody>
          </Table>
        </TableFrame>
      </ListBody>
    </ListPage>
  );
}
