import { useProjectsInfinite } from '@rowad/shared/query';
import { useDocumentTitle } from '@rowad/shared/ui';
import { publicCalls } from '@rowad/shared/first-load';
import { CataloguePage } from '../../components/catalogue-page';
import { ProjectCard } from '../../components/project-card';
import { useListSearch } from '../../components/use-list-search';
import { useRemoteMessages } from '../../messages';
import { useProjectsMessages } from './messages';

/** docs/product.md §2 "Projects list" (/allprojects): searchable by name, filterable by category, paged. */
export default function ProjectsPage() {
  const title = useRemoteMessages();
  const t = useProjectsMessages();
  useDocumentTitle(title('projectsTitle'));
  const search = useListSearch();
  // The call the server answers ahead with the page (@rowad/shared/pages): the same declaration.
  const query = useProjectsInfinite(publicCalls.projects({ q: search.q, category: search.category }).query);
  return (
    <CataloguePage
      title={title('projectsTitle')}
      screen="projects"
      search={search}
      searchLabel={t('searchLabel')}
      searchPlaceholder={t('searchPlaceholder')}
      query={query}
      keyOf={(project) => project.id}
      card={(project, first) => <ProjectCard project={project} priority={first} />}
    />
  );
}
