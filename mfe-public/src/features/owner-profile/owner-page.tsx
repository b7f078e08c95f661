import styled from 'styled-components';
import { QueryState, useMyData, useOwner } from '@rowad/shared/query';
import { useParams } from '@rowad/shared/routing';
import type { PublicOwner } from '@rowad/shared/schemas';
import {
  CardGrid,
  ImageWithPlaceholder,
  PLACEHOLDER_AVATAR,
  Skeleton,
  useDocumentTitle,
} from '@rowad/shared/ui';
import { DetailProblem, pathId } from '../../components/detail-problem';
import { DataSaverList } from '../../components/list-pictures';
import { Address } from '../../components/owner-card';
import { ProjectCard } from '../../components/project-card';
import { useRemoteMessages } from '../../messages';
import { useOwnerProfileMessages } from './messages';
import { ReportControl } from '../../components/report/report-control';
import { RequestInfo } from './request-info';

const PHOTO_SIZE = 128;

const Frame = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  max-inline-size: 1200px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(16)};
  padding-inline: ${({ theme }) => theme.space(4)};
`;

const Profile = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: ${PHOTO_SIZE}px 1fr;
    align-items: start;
    gap: ${({ theme }) => theme.space(8)};
    padding: ${({ theme }) => theme.space(8)};
  }
  > img {
    inline-size: ${PHOTO_SIZE}px;
    block-size: ${PHOTO_SIZE}px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.primarySurface};
  }
`;

const About = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-inline-size: 0;
  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem);
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
`;

const Bio = styled.p.attrs({ dir: 'auto' })`
  margin: 0;
  max-inline-size: 70ch;
  white-space: pre-line;
  unicode-bidi: plaintext;
  line-height: 1.75;
  overflow-wrap: anywhere;
`;

const Projects = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0;
    font-size: 1.5rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** 'Request Info' is for investors only; the role comes from GET /users/my-data (docs/product.md §6). */
function InvestorAction({ owner, firstName }: { owner: PublicOwner; firstName: string }) {
  const me = useMyData();
  if (me.data?.role !== 'investor') return null;
  return <RequestInfo ownerId={owner.id} ownerName={firstName} />;
}

function OwnerView({ owner }: { owner: PublicOwner }) {
  const t = useOwnerProfileMessages();
  const firstName = owner.user.firstName.trim();
  const name = `${firstName} ${owner.user.lastName.trim()}`.trim();
  const address = owner.address.trim();
  useDocumentTitle(name);
  return (
    <Frame>
      <Profile>
        <ImageWithPlaceholder
          src={owner.photo}
          placeholder={PLACEHOLDER_AVATAR}
          alt=""
          width={PHOTO_SIZE}
          height={PHOTO_SIZE}
          loading="eager"
        />
        <About>
          <h1>{name}</h1>
          <Address $missing={address === ''}>{address || t('noLocation')}</Address>
          {owner.bio.trim() && <Bio>{owner.bio}</Bio>}
          <InvestorAction owner={owner} firstName={firstName} />
          <ReportControl kind="owner" id={owner.id} authorId={owner.id} />
        </About>
      </Profile>
      <Projects aria-labelledby="owner-projects">
        <h2 id="owner-projects">{t('projectsBy', { name: firstName })}</h2>
        {owner.projects.length === 0 ? (
          <Empty>{t('noProjects')}</Empty>
        ) : (
          <DataSaverList>
            <CardGrid>
              {owner.projects.map((project, index) => (
                <ProjectCard
                  key={project.id}
                  project={project}
                  headingLevel={3}
                  priority={index === 0}
                  withDescription
                />
              ))}
            </CardGrid>
          </DataSaverList>
        )}
      </Projects>
    </Frame>
  );
}

function ProfileSkeleton({ label }: { label: string }) {
  return (
    <Frame aria-busy="true" aria-label={label}>
      <Profile>
        <Skeleton $width={`${PHOTO_SIZE}px`} $height={`${PHOTO_SIZE}px`} style={{ borderRadius: '50%' }} />
        <About>
          <Skeleton $width="60%" $height="2.25rem" />
          <Skeleton $width="40%" />
          <Skeleton $height="4rem" />
        </About>
      </Profile>
    </Frame>
  );
}

function LoadedOwner({ id }: { id: number }) {
  const title = useRemoteMessages();
  const t = useOwnerProfileMessages();
  const query = useOwner(id);
  if (query.status === 'success') return <OwnerView owner={query.data} />;
  if (query.status === 'pending') return <ProfileSkeleton label={t('loading')} />;
  return (
    <DetailProblem title={title('ownerTitle')}>
      <QueryState query={query} screen="owner">
        {() => null}
      </QueryState>
    </DetailProblem>
  );
}

/** docs/product.md §2 "Owner public profile" (/owner/{id}, signed-in users). */
export default function OwnerPage() {
  const title = useRemoteMessages();
  const t = useOwnerProfileMessages();
  const id = pathId(useParams().id);
  if (id === undefined) {
    return (
      <DetailProblem title={title('ownerTitle')}>
        <p role="alert">{t('noId')}</p>
      </DetailProblem>
    );
  }
  return <LoadedOwner id={id} />;
}
