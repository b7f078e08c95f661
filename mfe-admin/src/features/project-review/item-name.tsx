import type { ReactNode } from 'react';
import { useProject } from '@rowad/shared/query';
import type { ProjectReviewItem } from '@rowad/shared/schemas';
import { useReviewMessages } from './messages';

type Render = (name: string) => ReactNode;

function PublicName({ projectId, children }: { projectId: number; children: Render }) {
  const t = useReviewMessages();
  const project = useProject(projectId);
  return children(project.data?.name ?? t('projectNumber', { id: projectId }));
}

/**
 * The project's name: a review item carries it only when it changed (a new project always), so
 * an edit that kept its name reads it from the public copy, which is the approved version.
 */
export function ItemName({ item, children }: { item: ProjectReviewItem; children: Render }) {
  const changed = item.changes.name?.after;
  if (changed !== undefined) return children(changed);
  return <PublicName projectId={item.projectId}>{children}</PublicName>;
}
