import { paths } from '@rowad/shared/paths';
import { Link } from '@rowad/shared/routing';
import { Badge, type BadgeTone } from '@rowad/shared/ui';
import { useUsersMessages, type UsersMessageKey } from '../messages';
import { ItemName, List, Muted, type Project } from './parts';

const REVIEW: Record<Project['review'], [UsersMessageKey, BadgeTone]> = {
  pending: ['reviewPending', 'warning'],
  approved: ['reviewApproved', 'success'],
  rejected: ['reviewRejected', 'danger'],
};

/** The account's projects, each with its status and review. */
export function ProjectsList({ projects }: { projects: Project[] }) {
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
