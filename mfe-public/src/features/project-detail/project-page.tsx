import { useEffect } from 'react';
import styled from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { paths } from '@rowad/shared/paths';
import { mailtoHref } from '@rowad/shared/format';
import { QueryState, useProject } from '@rowad/shared/query';
import { Link, useParams } from '@rowad/shared/routing';
import type { Project, ProjectPage as SocialPage } from '@rowad/shared/schemas';
import { useDocumentTitle } from '@rowad/shared/ui';
import { PICTURE_SIZES } from '@rowad/shared/first-load';
import { countTaps, sendView } from '@rowad/shared/taps';
import { CategoryBadges } from '../../components/category-badges';
import {
  DetailColumns,
  DetailFrame,
  DetailHeader,
  DetailMain,
  DetailSkeleton,
  Fact,
  FactsCard,
  Prose,
} from '../../components/detail-layout';
import { Gallery } from '../../components/gallery';
import { useComponentMessages } from '../../components/messages';
import { DetailProblem, NotFoundText, pathId } from '../../components/detail-problem';
import { useRemoteMessages } from '../../messages';
import { displayUrl, telHref, whatsappHref } from './contact-links';
import { useProjectDetailMessages } from './messages';
import { ReportControl } from '../../components/report/report-control';
import { CommentsSection } from './comments/comments-section';
import { Rating } from './rating';

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }
`;

const SOCIAL_COLOURS: Partial<Record<SocialPage['pageType'], string>> = {
  // Both brands' colours, darkened enough for white text (WCAG AA).
  facebook: '#0866ff',
  instagram: '#c13584',
};

const Socials = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialButton = styled.a<{ $colour: string }>`
  display: inline-flex;
  align-items: center;
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $colour }) => $colour};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    filter: brightness(0.92);
  }
`;

const SocialBadge = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 32px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const External = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** docs/product.md: facebook and instagram as coloured buttons, the other page types as badges. */
function SocialPages({ pages }: { pages: Project['contact']['pages'] }) {
  const t = useProjectDetailMessages();
  return (
    <Socials>
      {pages.map((page) => {
        const colour = SOCIAL_COLOURS[page.pageType];
        return (
          <li key={`${page.pageType} ${page.pageUrl}`}>
            {colour ? (
              <SocialButton href={page.pageUrl} $colour={colour} data-tap="social" {...External}>
                {t(page.pageType)}
              </SocialButton>
            ) : (
              <SocialBadge href={page.pageUrl} data-tap="social" {...External}>
                {t(page.pageType)}
              </SocialBadge>
            )}
          </li>
        );
      })}
    </Socials>
  );
}

function ContactFacts({ contact }: { contact: Project['contact'] }) {
  const t = useProjectDetailMessages();
  const items = [
    contact.email && (
      <li key="email">
        <a href={mailtoHref(contact.email)} data-tap="email">
          {contact.email}
        </a>
      </li>
    ),
    contact.website && (
      <li key="website">
        <a href={contact.website} data-tap="website" {...External}>
          {displayUrl(contact.website)}
        </a>
      </li>
    ),
    ...contact.phones.map((phone) => (
      <li key={`phone ${phone}`}>
        <a href={telHref(phone)} dir="ltr" data-tap="phone">
          {phone}
        </a>
      </li>
    )),
    contact.whatsapp && (
      <li key="whatsapp">
        <a href={whatsappHref(contact.whatsapp)} data-tap="whatsapp" {...External}>
          {t('whatsappChat')}
        </a>
      </li>
    ),
  ].filter(Boolean);
  if (items.length === 0) return null;
  return (
    <Fact>
      <h2>{t('contact')}</h2>
      <Links>{items}</Links>
    </Fact>
  );
}

function ProjectView({ project }: { project: Project }) {
  const t = useProjectDetailMessages();
  const shared = useComponentMessages();
  const language = useLanguageStore((state) => state.language);
  useDocumentTitle(project.name);
  // Its views and contact taps, for the owner's insights (issue 30).
  useEffect(() => {
    countTaps();
    sendView('project', project.id);
  }, [project.id]);
  const place = [project.city, project.street].filter(Boolean).join(language === 'ar' ? '، ' : ', ');
  const owner = `${project.owner.user.firstName} ${project.owner.user.lastName}`.trim();
  return (
    <DetailFrame>
      <DetailHeader>
        <h1>{project.name}</h1>
        <Rating average={project.rating.average} count={project.rating.count} />
        <CategoryBadges categories={project.categories} list="projects" label={shared('categories')} />
        <ReportControl kind="project" id={project.id} authorId={project.owner.id} />
      </DetailHeader>
      <DetailColumns>
        <DetailMain>
          <Gallery pictures={project.images} name={project.name} sizes={PICTURE_SIZES.detail} />
          {project.description && (
            <section>
              <h2>{t('about')}</h2>
              <Prose>{project.description}</Prose>
            </section>
          )}
          <CommentsSection project={project} />
        </DetailMain>
        {/* Its contact links' taps are counted for the owner (issue 30, @rowad/shared/taps). */}
        <FactsCard data-tap-item={`project:${project.id}`}>
          <Fact>
            <h2>{t('owner')}</h2>
            <p>
              <Link to={paths.owner(project.owner.id)}>{owner}</Link>
            </p>
          </Fact>
          {place && (
            <Fact>
              <h2>{t('location')}</h2>
              <p>{place}</p>
            </Fact>
          )}
          <ContactFacts contact={project.contact} />
          {project.contact.pages.length > 0 && (
            <Fact>
              <h2>{t('pages')}</h2>
              <SocialPages pages={project.contact.pages} />
            </Fact>
          )}
        </FactsCard>
      </DetailColumns>
    </DetailFrame>
  );
}

function LoadedProject({ id }: { id: number }) {
  const title = useRemoteMessages();
  const t = useProjectDetailMessages();
  const query = useProject(id);
  if (query.status === 'success') return <ProjectView project={query.data} />;
  if (query.status === 'pending') return <DetailSkeleton label={t('loading')} />;
  return (
    <DetailProblem title={title('projectTitle')}>
      <QueryState query={query} screen="project">
        {() => null}
      </QueryState>
    </DetailProblem>
  );
}

/** docs/product.md §2 "Project detail" (/project/{id}), its comments and ratings below the description. */
export default function ProjectPage() {
  const title = useRemoteMessages();
  const id = pathId(useParams().id);
  if (id === undefined) return <NotFoundText title={title('projectTitle')} screen="project" />;
  return <LoadedProject id={id} />;
}
