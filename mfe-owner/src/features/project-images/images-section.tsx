import { useId, useState } from 'react';
import styled from 'styled-components';
import { useMyProject } from '@rowad/shared/query';
import { PROJECT_IMAGES_MAX } from '@rowad/shared/schemas';
import { Skeleton } from '@rowad/shared/ui';
import { ImageTile } from './image-tile';
import { useImagesMessages } from './messages';
import { TileGrid, TILE_RATIO } from './tile';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  scroll-margin-block-start: ${({ theme }) => theme.space(6)};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A project's images as its owner manages them (SPEC section 2, "Edit project" and the add-images
 * page): the grid with the cover marked and each image's Cover and Delete, and new pictures
 * uploaded with their progress. Mounted by the add-images page and the edit page.
 */
export function ImagesSection({ projectId }: { projectId: number }) {
  const t = useImagesMessages();
  const headingId = useId();
  const query = useMyProject(projectId);
  const [announcement, setAnnouncement] = useState('');
  const images = query.data?.images ?? [];

  let body;
  if (query.status === 'pending') {
    body = (
      <TileGrid aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((n) => (
          <li key={n}>
            <Skeleton $ratio={TILE_RATIO} />
          </li>
        ))}
      </TileGrid>
    );
  } else if (query.status === 'error') {
    console.error('Loading the project images failed', query.error);
    body = <Failure role="alert">{t('loadFailed')}</Failure>;
  } else if (images.length === 0) {
    body = <Note>{t('empty')}</Note>;
  } else {
    body = (
      <TileGrid>
        {images.map((image, index) => (
          <ImageTile
            key={image.id}
            projectId={projectId}
            image={image}
            position={index + 1}
            count={images.length}
            onDone={setAnnouncement}
          />
        ))}
      </TileGrid>
    );
  }

  return (
    <Section id="project-images" aria-labelledby={headingId}>
      <Head>
        <div>
          <h2 id={headingId}>{t('heading')}</h2>
          {query.data && <p>{t('count', { count: images.length, max: PROJECT_IMAGES_MAX })}</p>}
        </div>
      </Head>
      {body}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </Section>
  );
}
