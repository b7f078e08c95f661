import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@rowad/shared/api-client';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import { paths } from '@rowad/shared/paths';
import { useAdminUser, useDisableUser, useEnableUser, useSignOutUser } from '@rowad/shared/query';
import { Link, useParams } from '@rowad/shared/routing';
import type { AdminUserDetail } from '@rowad/shared/schemas';
import { Badge, Button, Dialog, Skeleton, useDocumentTitle, type BadgeTone } from '@rowad/shared/ui';
import { adminPaths } from '../../admin-paths';
import { Note, Outcome, Page, Panel } from '../../components/page-frame';
import { ReasonDialog } from '../../components/reason-dialog';
import { useAdminMessages } from '../../messages';
import { fullName, ROLE_LABELS, STATE_LABELS, STATE_TONES } from './account-labels';
import { useUsersMessages, type UsersMessageKey } from './messages';

type Project = AdminUserDetail['projects'][number];
type Participation = AdminUserDetail['participations'][number];

const REVIEW: Record<Project['review'], [UsersMessageKey, BadgeTone]> = {
  pending: ['reviewPending', 'warning'],
  approved: ['reviewApproved', 'success'],
  rejected: ['reviewRejected', 'danger'],
};

const REQUEST: Record<Participation['status'], [UsersMessageKey, BadgeTone]> = {
  pending: ['requestPending', 'warning'],
  accepted: ['requestAccepted', 'success'],
  rejected: ['requestRejected', 'danger'],
};

/** The text of a refused or failed action, by the API's code (never by its English). */
function failureText(error: unknown): UsersMessageKey {
  const failure = toApiFailure(error);
  if (failure.kind === 'network') return 'offline';
  switch (failure.code) {
    case 'CANNOT_DISABLE_ADMIN':
      return 'cannotDisableAdmin';
    case 'USER_ALREADY_DISABLED':
      return 'alreadyDisabled';
    case 'USER_NOT_DISABLED':
      return 'notDisabled';
    case 'USER_NOT_FOUND':
      return 'gone';
    default:
      return failure.status === 404 ? 'gone' : 'actionFailed';
  }
}

const Back = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h1 {
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-inline-size: 0;
`;

const PanelTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.125rem;
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  @media (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  div {
    min-inline-size: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Email = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding-block: ${({ theme }) => theme.space(2)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-block-end: none;
  }
`;

const ItemName = styled.span`
  flex: 1 1 12rem;
  min-inline-size: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Small = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const ActionList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  button {
    inline-size: 100%;
  }
`;

const DialogText = styled.p`
  margin: 0;
`;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Projects({ projects }: { projects: Project[] }) {
  const t = useUsersMessages();
  if (projects.length === 0) return <Muted>{t('noProjects')}</Muted>;
  return (
    <List aria-label={t('projects')}>
      {projects.map((project) => {
        const [review, tone] = REVIEW[project.review];
        return (
          <li key={project.id}>
            <ItemName>
              {project.status === 'public' ? (
                <Link to={paths.project(project.id)} aria-label={t('viewProject', { name: project.name })}>
                  <bdi>{project.name}</bdi>
                </Link>
              ) : (
                <bdi>{project.name}</bdi>
              )}
            </ItemName>
            <Badge $tone={project.status === 'public' ? 'info' : 'neutral'}>
              {t(project.status === 'public' ? 'statusPublic' : 'statusDraft')}
            </Badge>
            <Badge $tone={tone}>{t(review)}</Badge>
          </li>
        );
      })}
    </List>
  );
}

function Requests({ participations }: { participations: Participation[] }) {
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

interface Result {
  text: string;
  problem: boolean;
}

/** Disable (with a reason), enable, sign out everywhere: each says how it went. */
function Actions({ user }: { user: AdminUserDetail }) {
  const t = useUsersMessages();
  const disable = useDisableUser();
  const enable = useEnableUser();
  const signOut = useSignOutUser();
  const [open, setOpen] = useState<'disable' | 'signOut' | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [disableFailure, setDisableFailure] = useState<string | undefined>();
  const name = fullName(user);
  const sending = disable.isPending || enable.isPending || signOut.isPending;

  const close = () => {
    setOpen(null);
    setDisableFailure(undefined);
  };

  return (
    <Panel>
      <PanelTitle>{t('actions')}</PanelTitle>
      <ActionList>
        {result && (
          <Outcome $problem={result.problem} role={result.problem ? 'alert' : 'status'}>
            {result.text}
          </Outcome>
        )}
        {user.state === 'disabled' ? (
          <Button
            type="button"
            $variant="primary"
            disabled={sending}
            onClick={() => {
              setResult(null);
              enable.mutate(user.id, {
                onSuccess: () => setResult({ text: t('enabled'), problem: false }),
                onError: (error) => setResult({ text: t(failureText(error)), problem: true }),
              });
            }}
          >
            {enable.isPending ? t('sending') : t('enable')}
          </Button>
        ) : (
          <>
            <Button
              type="button"
              $variant="secondary"
              disabled={sending}
              onClick={() => {
                setResult(null);
                setOpen('signOut');
              }}
            >
              {t('signOut')}
            </Button>
            {user.role === 'admin' ? (
              <Muted>{t('adminNote')}</Muted>
            ) : (
              <Button
                type="button"
                $variant="danger"
                disabled={sending}
                onClick={() => {
                  setResult(null);
                  setOpen('disable');
                }}
              >
                {t('disable')}
              </Button>
            )}
          </>
        )}
      </ActionList>
      <ReasonDialog
        open={open === 'disable'}
        title={t('disableTitle', { name })}
        confirmLabel={t('disable')}
        presets={[t('presetSpam'), t('presetAbuse'), t('presetAsked')]}
        hint={t('disableHint')}
        sending={disable.isPending}
        failure={disableFailure}
        onClose={close}
        onConfirm={(reason) => {
          setDisableFailure(undefined);
          disable.mutate(
            { id: user.id, reason },
            {
              onSuccess: () => {
                close();
                setResult({ text: t('disabled'), problem: false });
              },
              onError: (error) => setDisableFailure(t(failureText(error))),
            },
          );
        }}
      />
      <Dialog
        open={open === 'signOut'}
        title={t('signOutTitle', { name })}
        onClose={close}
        actions={
          <>
            <Button type="button" $variant="ghost" onClick={close}>
              {t('cancel')}
            </Button>
            <Button
              type="button"
              $variant="danger"
              disabled={signOut.isPending}
              onClick={() =>
                signOut.mutate(user.id, {
                  onSuccess: () => setResult({ text: t('signedOut'), problem: false }),
                  onError: (error) => setResult({ text: t(failureText(error)), problem: true }),
                  onSettled: close,
                })
              }
            >
              {signOut.isPending ? t('sending') : t('signOut')}
            </Button>
          </>
        }
      >
        <DialogText>{t('signOutText')}</DialogText>
      </Dialog>
    </Panel>
  );
}

function Account({ user }: { user: AdminUserDetail }) {
  const t = useUsersMessages();
  const language = useLanguageStore((state) => state.language);
  const name = fullName(user);
  useDocumentTitle(name);
  const showsWork = user.role === 'owner' || user.projects.length > 0 || user.participations.length > 0;
  return (
    <>
      <Header>
        <h1>
          <bdi>{name}</bdi>
        </h1>
        <Badges>
          <Badge $tone="info">{t(ROLE_LABELS[user.role])}</Badge>
          <Badge $tone={STATE_TONES[user.state]}>{t(STATE_LABELS[user.state])}</Badge>
        </Badges>
      </Header>
      <Columns>
        <Stack>
          <Panel>
            <Facts>
              <Fact term={t('email')}>
                <Email>{user.email}</Email>
              </Fact>
              <Fact term={t('role')}>{t(ROLE_LABELS[user.role])}</Fact>
              <Fact term={t('state')}>{t(STATE_LABELS[user.state])}</Fact>
              <Fact term={t('created')}>
                <time dateTime={user.createdAt}>{formatDate(user.createdAt, language)}</time>
              </Fact>
              <Fact term={t('sessions')}>{user.activeSessions}</Fact>
            </Facts>
          </Panel>
          {showsWork && (
            <>
              <Panel as="section" aria-labelledby={`projects-${user.id}`}>
                <PanelTitle id={`projects-${user.id}`}>{t('projects')}</PanelTitle>
                <Projects projects={user.projects} />
              </Panel>
              <Panel as="section" aria-labelledby={`requests-${user.id}`}>
                <PanelTitle id={`requests-${user.id}`}>{t('requests')}</PanelTitle>
                <Requests participations={user.participations} />
              </Panel>
            </>
          )}
        </Stack>
        <Actions user={user} />
      </Columns>
    </>
  );
}

function NotFound() {
  const t = useUsersMessages();
  useDocumentTitle(t('notFound'));
  return (
    <Page>
      <h1>{t('notFound')}</h1>
      <Note>{t('notFoundText')}</Note>
      <Back to={adminPaths.users}>{t('back')}</Back>
    </Page>
  );
}

function AccountScreen({ id }: { id: number }) {
  const t = useUsersMessages();
  const area = useAdminMessages();
  const query = useAdminUser(id);
  const missing = query.status === 'error' && toApiFailure(query.error).status === 404;
  // Once loaded, the account's name titles the page (and a missing one says so).
  useDocumentTitle(query.status === 'success' || missing ? undefined : t('accountTitle'));

  if (missing) return <NotFound />;

  let body;
  if (query.status === 'pending') {
    body = (
      <Stack aria-busy="true" aria-label={t('accountLoading')}>
        <Skeleton $height="2.5rem" $width="min(24rem, 80%)" />
        <Skeleton $height="10rem" />
      </Stack>
    );
  } else if (query.status === 'error') {
    body = (
      <>
        <h1>{t('accountTitle')}</h1>
        <Note $problem role="alert">
          {t('accountFailed')}{' '}
          <Button type="button" $variant="ghost" onClick={() => void query.refetch()}>
            {area('retry')}
          </Button>
        </Note>
      </>
    );
  } else {
    body = <Account user={query.data} />;
  }
  return (
    <Page>
      <Back to={adminPaths.users}>{t('back')}</Back>
      {body}
    </Page>
  );
}

/** /admin/users/:id: one account, its projects and bazaar requests, and what the admin may do to it. */
export default function UserPage() {
  const { id } = useParams();
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0) return <NotFound />;
  return <AccountScreen key={userId} id={userId} />;
}
