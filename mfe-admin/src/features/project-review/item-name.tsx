import type { ReactNode } from 'react';
import type { ProjectReviewItem } from '@rowad/shared/schemas';

/** The project's name as the version under review has it (the API sends it with every item). */
export function ItemName({
  item,
  children,
}: {
  item: ProjectReviewItem;
  children: (name: string) => ReactNode;
}) {
  return children(item.name);
}
