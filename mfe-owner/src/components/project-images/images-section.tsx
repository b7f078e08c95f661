import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useMyProject } from '@rowad/shared/query';
import {
  AddImagesButton,
  checkFiles,
  IMAGE_MAX_MEGABYTES,
  ImagesEmpty,
  ImagesHead,
  RefusalList,
  type Refusal,
} from '@rowad/shared/image-manager';
import { PROJECT_IMAGES_MAX } from '@rowad/shared/schemas';
import { Skeleton } from '@rowad/shared/ui';
import { ImageTile } from './image-tile';
import { useImagesMessages, type ImagesMessageKey } from './messages';
import { TileGrid, TILE_RATIO } from './tile';
import {
  addUploads,
  nextNewsOrder,
  queuedCount,
  uploadsOf,
  useUploadQueue,
  type UploadNews,
} from './upload-queue';
import { FailedUpload, UploadTiles } from './upload-tiles';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  scroll-margin-block-start: ${({ theme }) => theme.space(6)};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const REFUSAL_KEYS: Record<Refusal['reason'], ImagesMessageKey> = {
  type: 'refusedType',
  size: 'refusedSize',
  count: 'refusedCount',
};

function newsText(t: ReturnType<typeof useImagesMessages>, news: UploadNews): string {
  const { count } = news;
  if (news.kind === 'started') return count === 1 ? t('startedOne') : t('startedMany', { count });
  return count === 1 ? t('uploadedOne') : t('uploadedMany', { count });
}

/**
 * A project's images as its owner manages them (docs/product.md §2, "Edit project" and the add-images
 * page): the grid with the cover marked and each image's Cover and Delete, and 'Add Image', whose
 * files are checked here, shown at once with their progress, and sent one request at a time.
 * Mounted by the add-images page and the edit page.
 */
export function ImagesSection({ projectId }: { projectId: number }) {
  const t = useImagesMessages();
  const headingId = useId();
  const hintId = useId();
  const query = useMyProject(projectId);
  const allUploads = useUploadQueue((queue) => queue.uploads);
  const news = useUploadQueue((queue) => queue.news);
  const uploads = useMemo(() => uploadsOf(allUploads, projectId), [allUploads, projectId]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [done, setDone] = useState<{ text: string; order: number } | null>(null);
  const images = query.data?.images ?? [];
  const heading = useRef<HTMLHeadingElement>(null);
  // A deleted image's tile held the focus: once the tile is gone (its dialog with it), the
  // section's heading takes it.
  const deletedId = useRef<number | null>(null);
  useEffect(() => {
    if (deletedId.current === null || query.data?.images.some((image) => image.id === deletedId.current))
      return;
    deletedId.current = null;
    heading.current?.focus();
  }, [query.data]);
  const room = PROJECT_IMAGES_MAX - images.length - queuedCount(allUploads, projectId);

  const choose = (chosen: File[]) => {
    const { accepted, refused } = checkFiles(chosen, room);
    setRefusals(refused);
    addUploads(projectId, accepted);
  };

  let body;
  // A failed reload keeps the loaded images on screen; only a first load that fails says so.
  if (query.data === undefined && query.status !== 'error') {
    body = (
      <TileGrid aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((n) => (
          <li key={n}>
            <Skeleton $ratio={TILE_RATIO} />
          </li>
        ))}
      </TileGrid>
    );
  } else if (query.data === undefined) {
    console.error('Loading the project images failed', query.error);
    body = <Failure role="alert">{t('loadFailed')}</Failure>;
  } else if (images.length === 0 && uploads.length === 0) {
    body = <ImagesEmpty>{t('empty')}</ImagesEmpty>;
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
            onDone={(text) => setDone({ text, order: nextNewsOrder() })}
            onDeleting={(id) => {
              deletedId.current = id;
            }}
          />
        ))}
        {uploads.map((upload) => (
          <UploadTiles key={upload.id} upload={upload} />
        ))}
      </TileGrid>
    );
  }

  // The live region says the latest of the uploads' news and the Cover and Delete outcomes.
  const ownNews = news && news.targetId === projectId ? news : null;
  const live = ownNews && (!done || ownNews.order > done.order) ? newsText(t, ownNews) : (done?.text ?? '');

  return (
    <Section id="project-images" aria-labelledby={headingId}>
      <ImagesHead>
        <div>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {t('heading')}
          </h2>
          {query.data && <p>{t('count', { count: images.length, max: PROJECT_IMAGES_MAX })}</p>}
        </div>
        <AddImagesButton
          label={t('addImage')}
          hintId={hintId}
          disabled={!query.data || room <= 0}
          onChoose={choose}
        />
      </ImagesHead>
      <Note id={hintId}>
        {query.data && room <= 0 && uploads.length === 0
          ? t('full', { max: PROJECT_IMAGES_MAX })
          : t('hint', { size: IMAGE_MAX_MEGABYTES })}
      </Note>
      <RefusalList
        refusals={refusals}
        textOf={(refusal) =>
          t(REFUSAL_KEYS[refusal.reason], {
            name: refusal.name,
            size: IMAGE_MAX_MEGABYTES,
            max: PROJECT_IMAGES_MAX,
          })
        }
        dismissLabel={t('dismiss')}
        onDismiss={() => setRefusals([])}
      />
      {uploads
        .filter((upload) => upload.state === 'failed')
        .map((upload) => (
          <FailedUpload key={upload.id} upload={upload} />
        ))}
      {body}
      <p className="visually-hidden" aria-live="polite">
        {live}
      </p>
    </Section>
  );
}
