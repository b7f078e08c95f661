import styled from 'styled-components';
import { paths } from '@rowad/shared/paths';
import { projectQueries } from '@rowad/shared/query';
import type { Project } from '@rowad/shared/schemas';
import { CategoryBadges } from './category-badges';
import { coverOf, ItemCard } from './item-card';
import { useComponentMessages } from './messages';
import { Truncated } from './owner-card';

export const Place = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  &::before {
    content: '';
    flex: none;
    inline-size: 0.75em;
    block-size: 0.75em;
    border-radius: 50% 50% 50% 0;
    border: 2px solid currentColor;
    transform: rotate(-45deg);
  }
`;

export interface ProjectCardProps {
  project: Project;
  priority?: boolean;
  headingLevel?: 2 | 3;
  action?: 'learnMore';
  /** The start of the description under the badges (an owner's page). */
  withDescription?: boolean;
}

/** The product's project card (docs/product.md §2): cover picture (else the placeholder), name, city, category badges. */
export function ProjectCard({ project, priority, headingLevel, action, withDescription }: ProjectCardProps) {
  const t = useComponentMessages();
  return (
    <ItemCard
      name={project.name}
      to={paths.project(project.id)}
      query={projectQueries.detail(project.id)}
      picture={coverOf(project.images)}
      priority={priority}
      headingLevel={headingLevel}
      action={action}
    >
      {project.city && <Place>{project.city}</Place>}
      <CategoryBadges categories={project.categories} label={t('categories')} />
      {withDescription && project.description.trim() && <Truncated>{project.description}</Truncated>}
    </ItemCard>
  );
}
