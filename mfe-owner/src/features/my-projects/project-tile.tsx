import styled from 'styled-components';
import { PICTURE_SIZES } from '@rowad/shared/first-load';
import { paths } from '@rowad/shared/paths';
import { hiddenReasonIn, useLanguageStore } from '@rowad/shared/i18n';
import { Link } from '@rowad/shared/routing';
import type { OwnerProject } from '@rowad/shared/schemas';
import { Badge, Button, Card, ResponsiveImage } from '@rowad/shared/ui';
import { Row } from '@rowad/shared/ui/layout';
import { useMyProjectsMessages } from './messages';
import { StatusBadge } from './status-badge';

export const TILE_IMAGE_RATIO = 16 / 10;

export const Tile = styled(Card).attrs({ as: 'li' })`
  block-size: 100%;
`;

export const TileBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.35;
  overflow-wrap: anywhere;
`;

const City = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Note = styled.div<{ $tone: 'info' | 'danger' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-inline-start: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Surface`]};
  font-size: 0.875rem;
  line-height: 1.5;
  p {
    margin: 0;
  }
  strong {
    color: ${({ theme, $tone }) => theme.colors[$tone]};
  }
  a {
    font-weight: 600;
  }
`;

// The admin's words, on their own line: they take their own direction, whatever the page's.
const Reason = styled.p.attrs({ dir: 'auto' })`
  unicode-bidi: plaintext;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

// Delete is offered on every card: outlined, so a grid of projects is not a wall of red.
const DeleteButton = styled(Button).attrs({ type: 'button', $variant: 'ghost' })`
  border-color: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.dangerSurface};
  }
`;

const Actions = styled(Row)`
  margin-block-start: auto;
  padding-block-start: ${({ theme }) => theme.space(2)};
  & > * {
    flex: 1 1 0;
  }
`;

const InsightsLink = styled(Link)`
  align-self: start;
  font-size: 0.9375rem;
  font-weight: 600;
`;

/** The project's numbers on the insights page (issue 30). */
export const projectInsightsPath = (id: number) =>
  `${paths.ownerInsights}?${new URLSearchParams({ project: String(id) })}`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

/** The cover picture, else the first one; none shows the placeholder. */
export function coverOf(project: OwnerProject) {
  return project.images.find((image) => image.isCover) ?? project.images[0];
}

/**
 * A change of the newest version the owner should know about: waiting for review while an
 * approved version stays public, or refused with the admin's reason.
 */
function ReviewNote({ project }: { project: OwnerProject }) {
  const t = useMyProjectsMessages();
  const { state, reason } = project.review;
  if (state === 'pending' && project.status === 'public') {
    return (
      <Note $tone="info">
        <p>{t('pendingChanges')}</p>
      </Note>
    );
  }
  if (state !== 'rejected') return null;
  return (
    <Note $tone="danger">
      <p>
        <strong>{t('rejectedTitle')}</strong>
      </p>
      {reason && (
        <>
          <p>{t('rejectedReason')}</p>
          <Reason>{reason}</Reason>
        </>
      )}
      {project.status === 'public' && <p>{t('rejectedLive')}</p>}
      <p>
        <Link to={paths.editProject(project.id)}>
          {t('rejectedFix')}
          <span className="visually-hidden">: {project.name}</span>
        </Link>
      </p>
    </Note>
  );
}

/** Hidden from the public after reports or by an admin (issue 31): the owner still sees it, marked, and why. */
function HiddenNote({ project }: { project: OwnerProject }) {
  const t = useMyProjectsMessages();
  const language = useLanguageStore((state) => state.language);
  if (!project.hidden) return null;
  return (
    <Note $tone="danger">
      <p>
        <Badge $tone="danger">{t('hidden')}</Badge>
      </p>
      <p>{t('hiddenText')}</p>
      {project.hiddenReason && (
        <>
          <p>{t('hiddenReason')}</p>
          <Reason>{hiddenReasonIn(project.hiddenReason, language)}</Reason>
        </>
      )}
    </Note>
  );
}

interface ProjectTileProps {
  project: OwnerProject;
  priority: boolean;
  /** The delete failed: the product's text (docs/product.md) under the buttons. */
  problem: string | null;
  onDelete: () => void;
}

/** One of the owner's projects: cover, name, city, status with its tooltip, review notes, Edit and Delete. */
export function ProjectTile({ project, priority, problem, onDelete }: ProjectTileProps) {
  const t = useMyProjectsMessages();
  return (
    <Tile aria-labelledby={`project-${project.id}-name`}>
      <ResponsiveImage
        image={coverOf(project)}
        alt=""
        sizes={PICTURE_SIZES.card}
        ratio={TILE_IMAGE_RATIO}
        priority={priority}
      />
      <TileBody>
        <Name id={`project-${project.id}-name`} dir="auto">
          {project.name}
        </Name>
        {project.city.trim() && <City dir="auto">{project.city}</City>}
        <StatusBadge status={project.status} />
        <HiddenNote project={project} />
        <ReviewNote project={project} />
        <InsightsLink
          to={projectInsightsPath(project.id)}
          aria-label={t('insightsLabel', { name: project.name })}
        >
          {t('insights')}
        </InsightsLink>
        <Actions>
          <Button
            as={Link}
            to={paths.editProject(project.id)}
            $variant="secondary"
            aria-label={t('editLabel', { name: project.name })}
          >
            {t('edit')}
          </Button>
          <DeleteButton aria-label={t('deleteLabel', { name: project.name })} onClick={onDelete}>
            {t('delete')}
          </DeleteButton>
        </Actions>
        {problem && <Problem role="alert">{problem}</Problem>}
      </TileBody>
    </Tile>
  );
}
