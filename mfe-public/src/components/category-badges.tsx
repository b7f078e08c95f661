import styled from 'styled-components';
import { paths } from '@rowad/shared/paths';
import { Link } from '@rowad/shared/routing';

/** Which list a badge filters when followed. */
export type CategoryList = 'projects' | 'events';

const LIST_PATHS: Record<CategoryList, string> = { projects: paths.projects, events: paths.events };

/** The list page showing only what carries `category`: `/allprojects?category=Food`. */
export function categoryFilterPath(list: CategoryList, category: string): string {
  return `${LIST_PATHS[list]}?${new URLSearchParams({ category })}`;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const badge = `
  display: inline-block;
  padding-block: 2px;
  padding-inline: 10px;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.5;
`;

const BadgeLink = styled(Link)`
  ${badge}
  /* The tap target grows without the badge looking bigger. */
  position: relative;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySurface};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: -6px -2px;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const BadgeText = styled.span`
  ${badge}
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySurface};
`;

export interface CategoryBadgesProps {
  categories: readonly string[];
  /** The list each badge filters; without it the badges are plain labels (inside a card link). */
  list?: CategoryList;
  /** Names the list for screen readers ("Categories"). */
  label: string;
}

/** The product's category badges (docs/product.md §2); as links they open the list filtered by that category. */
export function CategoryBadges({ categories, list, label }: CategoryBadgesProps) {
  if (categories.length === 0) return null;
  return (
    <List aria-label={label}>
      {categories.map((category) => (
        <li key={category}>
          {list ? (
            <BadgeLink to={categoryFilterPath(list, category)}>{category}</BadgeLink>
          ) : (
            <BadgeText>{category}</BadgeText>
          )}
        </li>
      ))}
    </List>
  );
}
