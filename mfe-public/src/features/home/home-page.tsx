import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { paths } from '@rowad/shared/paths';
import { QueryState, useHomeEvents, useHomeProjects } from '@rowad/shared/query';
import { Link } from '@rowad/shared/routing';
import { CardGrid, useDocumentTitle } from '@rowad/shared/ui';
import { CardGridSkeleton } from '../../components/card-skeleton';
import { EventCard } from '../../components/event-card';
import { DataSaverList } from '../../components/list-pictures';
import { ProjectCard } from '../../components/project-card';
import { useRemoteMessages } from '../../messages';
import { useHomeMessages } from './messages';
import { ServiceIcon, type Service } from './service-icon';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(16)};
  padding-block-end: ${({ theme }) => theme.space(16)};
`;

const Width = styled.div`
  inline-size: 100%;
  max-inline-size: 1200px;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(4)};
`;

// A soft band of the brand's green with a quiet pattern of arches, drawn in CSS (nothing to download).
const Hero = styled.section`
  background:
    radial-gradient(circle at 85% 20%, rgba(255, 255, 255, 0.12) 0 90px, transparent 91px),
    radial-gradient(circle at 10% 110%, rgba(255, 255, 255, 0.08) 0 160px, transparent 161px),
    linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, #0b4f41);
  color: ${({ theme }) => theme.colors.onPrimary};
  padding-block: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(18)};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: clamp(2rem, 1.4rem + 3vw, 3.25rem);
    line-height: 1.15;
    max-inline-size: 18ch;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(8)};
    max-inline-size: 60ch;
    font-size: clamp(1.0625rem, 1rem + 0.4vw, 1.25rem);
    line-height: 1.6;
    color: rgba(255, 255, 255, 0.92);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const CallToAction = styled(Link)<{ $light?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-block-size: 48px;
  padding-inline: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
  color: ${({ theme, $light }) => ($light ? theme.colors.primary : theme.colors.onPrimary)};
  background: ${({ theme, $light }) => ($light ? theme.colors.onPrimary : 'transparent')};
  &:hover {
    background: ${({ theme, $light }) => ($light ? theme.colors.primarySurface : 'rgba(255, 255, 255, 0.12)')};
  }
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: clamp(1.5rem, 1.25rem + 1vw, 2rem);
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.text};
`;

const What = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-inline-size: 75ch;
  p {
    margin: 0;
    font-size: 1.0625rem;
    line-height: 1.7;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const TextLink = styled(Link)`
  justify-self: start;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  /* The arrow points onwards in either direction. */
  &::after {
    content: ' →';
  }
  &:dir(rtl)::after {
    content: ' ←';
  }
`;

const Services = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: ${({ theme }) => theme.space(6)} 0 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const ServiceCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    margin: 0;
    font-size: 1.1875rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    line-height: 1.6;
  }
`;

const ListHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

const SERVICES: {
  service: Service;
  title: 'investorTitle' | 'marketsTitle' | 'networkTitle';
  text: 'investorText' | 'marketsText' | 'networkText';
}[] = [
  { service: 'investors', title: 'investorTitle', text: 'investorText' },
  { service: 'markets', title: 'marketsTitle', text: 'marketsText' },
  { service: 'network', title: 'networkTitle', text: 'networkText' },
];

/** A titled list of the latest items, with its 'Show more' link to the whole list. */
function Latest({
  title,
  more,
  moreLabel,
  children,
}: {
  title: string;
  more: string;
  moreLabel: string;
  children: ReactNode;
}) {
  const t = useHomeMessages();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <ListHead>
        <SectionTitle id={id}>{title}</SectionTitle>
        <TextLink to={more}>
          {t('showMore')}
          <span className="visually-hidden"> ({moreLabel})</span>
        </TextLink>
      </ListHead>
      {children}
    </section>
  );
}

/** docs/product.md §2 "Home". */
export default function HomePage() {
  const title = useRemoteMessages();
  const t = useHomeMessages();
  useDocumentTitle(title('homeTitle'));
  const projects = useHomeProjects();
  const events = useHomeEvents();
  const whatId = useId();
  const servicesId = useId();
  return (
    <Page>
      <Hero>
        <Width>
          <h1>{title('homeTitle')}</h1>
          <p>{t('heroLead')}</p>
          <Actions>
            <CallToAction to={paths.about} $light>
              {t('learnMore')}
              <span className="visually-hidden"> {t('aboutRowad')}</span>
            </CallToAction>
            <CallToAction to={paths.projects}>{t('browseProjects')}</CallToAction>
          </Actions>
        </Width>
      </Hero>

      <Width>
        <What aria-labelledby={whatId}>
          <SectionTitle id={whatId}>{t('whatTitle')}</SectionTitle>
          <p>{t('whatText')}</p>
          <TextLink to={paths.projects}>{t('exploreMore')}</TextLink>
        </What>
      </Width>

      <Width as="section" aria-labelledby={servicesId}>
        <SectionTitle id={servicesId}>{t('servicesTitle')}</SectionTitle>
        <Services>
          {SERVICES.map(({ service, title: heading, text }) => (
            <ServiceCard key={service}>
              <ServiceIcon service={service} />
              <h3>{t(heading)}</h3>
              <p>{t(text)}</p>
            </ServiceCard>
          ))}
        </Services>
      </Width>

      <Width>
        <Latest title={t('latestProjects')} more={paths.projects} moreLabel={t('showMoreProjects')}>
          <QueryState
            query={projects}
            screen="projects"
            loading={<CardGridSkeleton count={3} label={t('loadingProjects')} />}
            isEmpty={(page) => page.items.length === 0}
          >
            {(page) => (
              <DataSaverList>
                <CardGrid>
                  {page.items.slice(0, 3).map((project) => (
                    <ProjectCard key={project.id} project={project} headingLevel={3} action="learnMore" />
                  ))}
                </CardGrid>
              </DataSaverList>
            )}
          </QueryState>
        </Latest>
      </Width>

      <Width>
        <Latest title={t('latestEvents')} more={paths.events} moreLabel={t('showMoreEvents')}>
          {/* docs/product.md §8: the home page shows the projects' failure text for both lists. */}
          <QueryState
            query={events}
            screen="projects"
            loading={<CardGridSkeleton count={3} label={t('loadingEvents')} />}
            isEmpty={(page) => page.items.length === 0}
          >
            {(page) => (
              <DataSaverList>
                <CardGrid>
                  {page.items.slice(0, 3).map((event) => (
                    <EventCard key={event.id} event={event} headingLevel={3} action="learnMore" />
                  ))}
                </CardGrid>
              </DataSaverList>
            )}
          </QueryState>
        </Latest>
      </Width>
    </Page>
  );
}
