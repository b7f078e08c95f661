import { useState } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@rowad/shared/api-client';
import { paths } from '@rowad/shared/paths';
import { useMyProject } from '@rowad/shared/query';
import { useNavigate, useParams } from '@rowad/shared/routing';
import { Button, Dialog, Spinner, useDocumentTitle } from '@rowad/shared/ui';
import { Stack } from '@rowad/shared/ui/layout';
import { ImagesSection } from '../../components/project-images/images-section';
import { useImagesMessages } from '../../components/project-images/messages';
import { removeUpload, uploadsOf, useUploadQueue } from '../../components/project-images/upload-queue';

const Page = styled(Stack).attrs({ $gap: 6 })`
  max-inline-size: 1120px;
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Intro = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-block-start: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The id of the address, when it can name a project. */
function projectIdOf(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

function ProjectImages({ projectId }: { projectId: number }) {
  const t = useImagesMessages();
  const navigate = useNavigate();
  const query = useMyProject(projectId);
  const uploads = useUploadQueue((queue) => uploadsOf(queue.uploads, projectId).length > 0);
  const [leaving, setLeaving] = useState(false);
  const name = query.data?.name;

  const toMyProjects = () => navigate(paths.myProjects);
  /** Leaving drops the uploads not done yet; the owner says so first. */
  const leave = () => {
    for (const upload of uploadsOf(useUploadQueue.getState().uploads, projectId)) removeUpload(upload.id);
    toMyProjects();
  };
  useDocumentTitle(name ? t('pageTitleOf', { name }) : t('pageTitle'));

  const project = query.data;
  // A failed reload keeps what was loaded on screen (and the uploads under way with it).
  if (project === undefined && query.status !== 'error') {
    return (
      <Page>
        <h1>{t('pageTitle')}</h1>
        <Spinner label={t('loading')} />
      </Page>
    );
  }
  if (project === undefined) {
    const { status } = toApiFailure(query.error);
    if (status !== 404 && status !== 403) console.error('Loading the project failed', query.error);
    const text = status === 404 ? t('notFound') : status === 403 ? t('forbidden') : t('loadFailed');
    return (
      <Page>
        <h1>{t('pageTitle')}</h1>
        <Failure role="alert">{text}</Failure>
      </Page>
    );
  }
  return (
    <Page>
      <header>
        <h1 dir="auto">{t('pageTitleOf', { name: project.name })}</h1>
        <Intro>{t('pageIntro')}</Intro>
      </header>
      <ImagesSection projectId={projectId} />
      <Footer>
        <Button type="button" onClick={() => (uploads ? setLeaving(true) : toMyProjects())}>
          {t('finish')}
        </Button>
      </Footer>
      <Dialog
        open={leaving}
        title={t('leaveTitle')}
        onClose={() => setLeaving(false)}
        actions={
          <>
            <Button type="button" $variant="secondary" onClick={() => setLeaving(false)}>
              {t('stay')}
            </Button>
            <Button type="button" $variant="danger" onClick={leave}>
              {t('leave')}
            </Button>
          </>
        }
      >
        <p>{t('leaveText')}</p>
      </Dialog>
    </Page>
  );
}

/**
 * The add-images page (/owner/edit-project-add-images/{id}, docs/product.md §2): where a new project
 * lands after creation; its images section, then Finish to My Projects.
 */
export default function ProjectImagesPage() {
  const t = useImagesMessages();
  const projectId = projectIdOf(useParams().id);
  if (projectId === null) {
    return (
      <Page>
        <h1>{t('pageTitle')}</h1>
        <Failure role="alert">{t('notFound')}</Failure>
      </Page>
    );
  }
  return <ProjectImages projectId={projectId} />;
}
