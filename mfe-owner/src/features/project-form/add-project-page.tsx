import { useEffect, useRef, useState } from 'react';
import { serverErrorCode, serverFieldErrors } from '@rowad/shared/api-client';
import { paths } from '@rowad/shared/paths';
import { useCreateProject } from '@rowad/shared/query';
import { useNavigate } from '@rowad/shared/routing';
import type { ProjectInput } from '@rowad/shared/schemas';
import { useAuthStore } from '@rowad/shared/session';
import { Button, useDocumentTitle } from '@rowad/shared/ui';
import { useRemoteMessages } from '../../messages';
import { FormCard, FormColumn, NoteBanner, PageLead } from './form-layout';
import { useProjectFormMessages } from './messages';
import { clearDraft, readDraft, saveDraft } from './project-draft';
import { ProjectForm, type SubmitFailure } from './project-form';
import { EMPTY_PROJECT, type ProjectFormValues } from './project-form-values';

/**
 * docs/product.md §2 "Add project" (/owner/add-project): the project form, 'Create Project', then the add-images
 * page of the new project (docs/product.md §4 "Project creation"). What is typed is kept as the
 * user's draft until the project is created, and offered again when the page opens.
 */
export default function AddProjectPage() {
  const title = useRemoteMessages();
  const t = useProjectFormMessages();
  useDocumentTitle(title('addProjectTitle'));
  const navigate = useNavigate();
  const create = useCreateProject();
  const userId = useAuthStore((state) => state.user?.id);
  const [draft, setDraft] = useState<ProjectFormValues | null>(() => (userId ? readDraft(userId) : null));
  // A new form (after 'Start over') is a new mount: useSchemaForm starts from its initial values.
  const [formKey, setFormKey] = useState(0);
  const created = useRef(false);
  const column = useRef<HTMLElement>(null);

  useEffect(() => {
    if (formKey > 0) column.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [formKey]);

  const keepDraft = (values: ProjectFormValues) => {
    if (userId && !created.current) saveDraft(userId, values);
  };

  const startOver = () => {
    if (userId) clearDraft(userId);
    setDraft(null);
    setFormKey((key) => key + 1);
  };

  const send = async (input: ProjectInput): Promise<SubmitFailure | void> => {
    try {
      const { id } = await create.mutateAsync(input);
      created.current = true;
      if (userId) clearDraft(userId);
      navigate(paths.projectImages(id));
    } catch (error) {
      console.error('Creating the project failed', error);
      return {
        failure: serverErrorCode(error) === 'PROJECT_LIMIT_REACHED' ? t('limitFailed') : t('createFailed'),
        fields: serverFieldErrors(error),
      };
    }
  };

  return (
    <FormColumn ref={column}>
      <h1>{title('addProjectTitle')}</h1>
      <PageLead>{t('addLead')}</PageLead>
      <FormCard>
        <ProjectForm
          key={formKey}
          initial={draft ?? EMPTY_PROJECT}
          submitLabel={t('create')}
          busyLabel={t('creating')}
          onSubmit={send}
          onValuesChange={keepDraft}
          notice={
            draft && (
              <NoteBanner role="status" $tone="info">
                <p>{t('draftRestored')}</p>
                <Button type="button" $variant="secondary" onClick={startOver}>
                  {t('startOver')}
                </Button>
              </NoteBanner>
            )
          }
        />
      </FormCard>
    </FormColumn>
  );
}
