import type { ReactNode } from 'react';
import { formatDate } from '@rowad/shared/format';
import { useLanguageStore } from '@rowad/shared/i18n';
import type { AdminUserDetail } from '@rowad/shared/schemas';
import { Badge, useDocumentTitle } from '@rowad/shared/ui';
import { Panel } from '../../../components/page-frame';
import { fullName, ROLE_LABELS, STATE_LABELS, STATE_TONES } from '../account-labels';
import { useUsersMessages } from '../messages';
import { AccountActions } from './account-actions';
import { ProjectsList } from './projects-list';
import { RequestsList } from './requests-list';
import { Badges, Columns, Email, Facts, Header, PanelTitle, Stack } from './parts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One account: its facts, its work, and what the admin may do to it. */
export function Account({ user }: { user: AdminUserDetail }) {
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
                <ProjectsList projects={user.projects} />
              </Panel>
              <Panel as="section" aria-labelledby={`requests-${user.id}`}>
                <PanelTitle id={`requests-${user.id}`}>{t('requests')}</PanelTitle>
                <RequestsList participations={user.participations} />
              </Panel>
            </>
          )}
        </Stack>
        <AccountActions user={user} />
      </Columns>
    </>
  );
}
