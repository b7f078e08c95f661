import { useState } from 'react';
import styled from 'styled-components';
import { serverFieldErrors, toApiFailure } from '@rowad/shared/api-client';
import { Banner } from '@rowad/shared/forms';
import { paths } from '@rowad/shared/paths';
import { useMyProject, useUpdateProject } from '@rowad/shared/query';
import { Link, useParams } from '@rowad/shared/routing';
import type { OwnerProject, ProjectInput } from '@rowad/shared/schemas';
import { Button, Dialog, Spinner, useDocumentTitle } from '@rowad/shared/ui';
import { useRemoteMessages } from '../../messages';
import { FormCard, FormColumn, NextCard, PageLead } from './form-layout';
import { ImagesSection } from '../../components/project-images/images-section';
import { ImagesInfoDialog } from './images-info-dialog';
import { useProjectFormMessages } from './messages';
import { ProjectForm, type SubmitFailure } from './project-form';
import { valuesOfProject } from './project-form-values';

const Problem = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  p {
    margin: 0;
  }
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const ReviewNote = styled(Banner).attrs({ as: 'div' })`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  p {
    margin: 0;
  }
`;

// The admin's words, on their own line: they take their own direction, whatever the page's.
const Reason = styled.p.attrs({ dir: 'auto' })`
  color: ${({ theme }) => theme.colors.text};
  unicode-bidi: plaintext;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

/** An id from the address: a whole positive number, else none (nothing can have it). */
function projectIdOf(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw !== undefined && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Not one of this owner's projects (404), or not theirs to open (403): said plainly, with a way back. */
function NotYours() {
  const t = useProjectFormMessages();
  return (
    <Problem>
      <Failure role="alert">{t('notYours')}</Failure>
      <Button as={Link} to={paths.myProjects} $variant="secondary">
        {t('backToProjects')}
      </Button>
    </Problem>
  );
}

/** Where the newest version stands, when the owner should know before changing it again. */
function ReviewBanner({ project }: { project: OwnerProject }) {
  const t = useProjectFormMessages();
  const { state, reason } = project.review;
  if (state === 'pending' && project.status === 'public') {
    return <Banner $tone="info">{t('pendingNote')}</Banner>;
  }
  if (state !== 'rejected') return null;
  return (
    <ReviewNote $tone="danger">
      <p>
        <strong>{t('rejectedNote')}</strong>
      </p>
      {reason && (
        <>
          <p>{t('rejectedReason')}</p>
          <Reason>{reason}</Reason>
        </>
      )}
    </ReviewNote>
  );
}

function EditProject({ id }: { id: number }) {
  const t = useProjectFormMessages();
  const query = useMyProject(id);
  const update = useUpdateProject(id);
  const [saved, setSaved] = useState(false);

  const send = async (input: ProjectInput): Promise<SubmitFailure | void> => {
    try {
      await update.mutateAsync(input);
      setSaved(true);
    } catch (error) {
      console.error('Updating the project failed', error);
      return { failure: t('updateFailed'), fields: serverFieldErrors(error) };
    }
  };

  if (query.status === 'pending') return <Spinner label={t('loadingProject')} />;
  if (query.status === 'error') {
    const { status } = toApiFailure(query.error);
    if (status === 404 || status === 403) return <NotYours />;
    return (
      <Problem>
        <Failure role="alert">{t('loadFailed')}</Failure>
      </Problem>
    );
  }

  return (
    <>
      <FormCard>
        <ReviewBanner project={query.data} />
        {/* Filled once, from the first answer: a refetch after saving keeps what is on screen. */}
        <ProjectForm
          initial={valuesOfProject(query.data)}
          submitLabel={t('save')}
          busyLabel={t('saving')}
          onSubmit={send}
        />
      </FormCard>
      <NextCard>
        <ImagesSection projectId={id} />
      </NextCard>
      <ImagesInfoDialog />
      <Dialog
        open={saved}
        title={t('savedTitle')}
        onClose={() => setSaved(false)}
        actions={
          <Button type="button" onClick={() => setSaved(false)}>
            {t('ok')}
          </Button>
        }
      >
        <p>{t('savedText')}</p>
      </Dialog>
    </>
  );
}

/**
 * docs/product.md §2 "Edit project" (/owner/edit-project/{id}): the project form filled from GET
 * /my-projects/{id}, 'Save Changes', then the product's notice (docs/product.md §4) that the changes wait for an
 * admin. The images section (another feature) goes below the form.
 */
export default function EditProjectPage() {
  const title = useRemoteMessages();
  const t = useProjectFormMessages();
  useDocumentTitle(title('editProjectTitle'));
  const id = projectIdOf(useParams().id);
  return (
    <FormColumn>
      <h1>{title('editProjectTitle')}</h1>
      <PageLead>{t('editLead')}</PageLead>
      {id === null ? <NotYours /> : <EditProject key={id} id={id} />}
    </FormColumn>
  );
}
