import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { paths } from '@rowad/shared/paths';
import { QueryState, useDeleteProject, useMyOwnerProfile } from '@rowad/shared/query';
import { Link } from '@rowad/shared/routing';
import type { OwnerProject } from '@rowad/shared/schemas';
import { Button, CardGrid, Dialog, Skeleton, useDocumentTitle } from '@rowad/shared/ui';
import { Row } from '@rowad/shared/ui/layout';
import { useRemoteMessages } from '../../messages';
import { useMyProjectsMessages } from './messages';
import { ProjectTile, Tile, TILE_IMAGE_RATIO, TileBody } from './project-tile';

// The shell's main column gives the width and the side margins.
const Page = styled.section`
  padding-block: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(10)};
`;

const Header = styled(Row).attrs({ as: 'header' as const, $align: 'center', $spread: true, $gap: 4 })`
  margin-block-end: ${({ theme }) => theme.space(6)};
  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem);
    color: ${({ theme }) => theme.colors.primary};
  }
  h1:focus {
    outline: none;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Grid = styled(CardGrid).attrs({ as: 'ul' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Named = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const SKELETON_CARDS = 3;

/** Cards in the grid's shape while the projects load, so nothing jumps when they arrive. */
function LoadingGrid({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <Grid>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Tile key={index} aria-hidden="true">
            <Skeleton $ratio={TILE_IMAGE_RATIO} />
            <TileBody>
              <Skeleton $width="70%" $height="1.4em" />
              <Skeleton $width="40%" />
              <Skeleton $width="4.5em" $height="1.4em" />
              <Skeleton $height="40px" />
            </TileBody>
          </Tile>
        ))}
      </Grid>
    </div>
  );
}

/**
 * docs/product.md §2 "My projects" (/owner/my-projects): the owner's projects from GET /owner/me as cards
 * (cover, name, city, Public or Draft with its tooltip), Edit, and Delete after a confirmation.
 */
export default function MyProjectsPage() {
  const title = useRemoteMessages();
  const t = useMyProjectsMessages();
  useDocumentTitle(title('myProjectsTitle'));
  const query = useMyOwnerProfile();
  const remove = useDeleteProject();
  const [target, setTarget] = useState<OwnerProject | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // After a delete the card and its button are gone: focus goes to the page's heading, not lost.
  useEffect(() => {
    if (deleted !== null) heading.current?.focus();
  }, [deleted]);

  const confirmDelete = () => {
    if (!target) return;
    const { id, name } = target;
    remove.mutate(id, {
      onSuccess: () => {
        setTarget(null);
        setDeleted(name);
      },
      onError: (error) => {
        console.error('Deleting the project failed', error);
        setTarget(null);
        setFailed(id);
      },
    });
  };

  return (
    <Page>
      <Header>
        <div>
          <h1 ref={heading} tabIndex={-1}>
            {title('myProjectsTitle')}
          </h1>
          <p>{t('lead')}</p>
        </div>
        <Button as={Link} to={paths.addProject}>
          {t('addProject')}
        </Button>
      </Header>
      <p role="status" className="visually-hidden">
        {deleted !== null ? t('deleted', { name: deleted }) : ''}
      </p>
      <QueryState
        query={query}
        screen="myProjects"
        isEmpty={(owner) => owner.projects.length === 0}
        loading={<LoadingGrid label={t('loading')} />}
      >
        {(owner) => (
          <Grid>
            {owner.projects.map((project, index) => (
              <ProjectTile
                key={project.id}
                project={project}
                priority={index === 0}
                problem={failed === project.id ? t('deleteFailed') : null}
                onDelete={() => {
                  setFailed(null);
                  setDeleted(null);
                  setTarget(project);
                }}
              />
            ))}
          </Grid>
        )}
      </QueryState>
      <Dialog
        open={target !== null}
        title={t('confirmTitle')}
        onClose={() => {
          if (!remove.isPending) setTarget(null);
        }}
        actions={
          <>
            <Button
              type="button"
              $variant="secondary"
              disabled={remove.isPending}
              onClick={() => setTarget(null)}
            >
              {t('cancel')}
            </Button>
            <Button type="button" $variant="danger" disabled={remove.isPending} onClick={confirmDelete}>
              {remove.isPending ? t('deleting') : t('confirm')}
            </Button>
          </>
        }
      >
        <p>{t('confirmText')}</p>
        {target && (
          <Named>
            {t('confirmProject')} <bdi>{target.name}</bdi>
          </Named>
        )}
      </Dialog>
    </Page>
  );
}
