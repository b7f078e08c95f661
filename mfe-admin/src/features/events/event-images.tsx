import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import {
  AddImagesButton,
  checkFiles,
  createUploadQueue,
  IMAGE_MAX_MEGABYTES,
  ImagesEmpty,
  ImagesHead,
  RefusalList,
  type Refusal,
  type UploadFailureReason,
  type UploadNews,
} from '@rowad/shared/image-manager';
import { uploadEventImages } from '@rowad/shared/api';
import { adminKeys, eventKeys, queryClient } from '@rowad/shared/query';
import { EVENT_IMAGES_MAX, type Event, type EventImage } from '@rowad/shared/schemas';
import { Button } from '@rowad/shared/ui';
import { PlainList } from '@rowad/shared/ui/layout';
import { Frame, ImageTile, Tile, TileActions, TileNote } from './image-tile';
import { useEventsMessages, type EventsMessageKey } from './messages';

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Grid = styled(PlainList).attrs({ $fill: 'min(100%, 150px)' })``;

const Refusals = styled(RefusalList)`
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const REFUSAL_KEYS: Record<Refusal['reason'], EventsMessageKey> = {
  type: 'refusedType',
  size: 'refusedSize',
  count: 'refusedCount',
};

/** The reasons the bazaar's texts say (a busy server or a stalled upload says only the failure). */
const REASON_KEYS: Partial<Record<UploadFailureReason, EventsMessageKey>> = {
  whyOffline: 'whyOffline',
  whyTooMany: 'whyTooMany',
  whyUnreadable: 'whyUnreadable',
  whyDimensions: 'whyDimensions',
  whyTooLarge: 'whyTooLarge',
  whyRateLimited: 'whyRateLimited',
};

/** The new images go into the bazaar at once (its reload follows): a new cover goes first. */
function showAdded(eventId: number, added: EventImage[]): void {
  queryClient.setQueryData<Event>(eventKeys.detail(eventId), (event) => {
    if (!event) return event;
    const known = new Set(event.images.map((image) => image.id));
    const fresh = added.filter((image) => !known.has(image.id));
    const cover = fresh.find((image) => image.isCover);
    const images = cover
      ? [
          cover,
          ...event.images.map((image) => ({ ...image, isCover: false })),
          ...fresh.filter((i) => i !== cover),
        ]
      : [...event.images, ...fresh];
    return { ...event, images };
  });
}

/** Sends images of the bazaar; once answered, it and the admin's lists load again. */
async function sendImages(eventId: number, files: readonly File[]): Promise<EventImage[]> {
  try {
    return await uploadEventImages(eventId, files);
  } finally {
    await Promise.all(
      [adminKeys.all, eventKeys.detail(eventId), eventKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  }
}

/** The page's own queue: its uploads and previews are given back when the page closes. */
const newQueue = () =>
  createUploadQueue<EventImage>({
    send: (eventId, files) => sendImages(eventId, files),
    onUploaded: showAdded,
    failureLog: 'Uploading the bazaar images failed',
    announceFailures: true,
  });

/**
 * A bazaar's images (edit page): the grid with the cover marked, each with 'Make cover' and
 * 'Delete' (confirmed), and 'Add images', whose files are checked against the API's limits before
 * anything is sent, shown at once as previews, and sent one request at a time.
 */
export function EventImages({ event }: { event: Event }) {
  const t = useEventsMessages();
  const headingId = useId();
  const hintId = useId();
  const [queue] = useState(newQueue);
  const uploads = queue.useQueue((state) => state.uploads);
  const news = queue.useQueue((state) => state.news);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [done, setDone] = useState<{ text: string; order: number } | null>(null);
  const images = event.images;
  const queued = uploads
    .filter((item) => item.state !== 'failed')
    .reduce((sum, item) => sum + item.files.length, 0);
  const room = EVENT_IMAGES_MAX - images.length - queued;

  // The previews' addresses are given back when the page closes (the uploads finish all the same).
  useEffect(() => () => queue.revokePreviews(), [queue]);

  const choose = (chosen: File[]) => {
    const { accepted, refused } = checkFiles(chosen, room);
    setRefusals(refused);
    queue.addUploads(event.id, accepted);
  };

  const reasonText = (reason: UploadFailureReason | null) => {
    const key = reason && REASON_KEYS[reason];
    return key ? t(key, { size: IMAGE_MAX_MEGABYTES }) : null;
  };
  const newsText = ({ kind, count }: UploadNews) =>
    kind === 'uploaded' ? t('uploaded', { count }) : t('uploadFailedText', { count });
  // The live region says the latest of the uploads' outcomes and the Cover and Delete ones.
  const ownNews = news && news.kind !== 'started' ? news : null;
  const live = ownNews && (!done || ownNews.order > done.order) ? newsText(ownNews) : (done?.text ?? '');

  return (
    <section aria-labelledby={headingId}>
      <ImagesHead>
        <div>
          <h2 id={headingId}>{t('imagesSection')}</h2>
          <p>{t('imagesCount', { count: images.length, max: EVENT_IMAGES_MAX })}</p>
        </div>
        <AddImagesButton label={t('addImages')} hintId={hintId} disabled={room <= 0} onChoose={choose} />
      </ImagesHead>
      <Hint id={hintId}>
        {room <= 0 && uploads.length === 0
          ? t('imagesFull', { max: EVENT_IMAGES_MAX })
          : t('imagesHint', { size: IMAGE_MAX_MEGABYTES })}
      </Hint>
      <Refusals
        refusals={refusals}
        textOf={(refusal) =>
          t(REFUSAL_KEYS[refusal.reason], {
            name: refusal.name,
            size: IMAGE_MAX_MEGABYTES,
            max: EVENT_IMAGES_MAX,
          })
        }
        dismissLabel={t('dismiss')}
        onDismiss={() => setRefusals([])}
      />
      {images.length === 0 && uploads.length === 0 ? (
        <ImagesEmpty>{t('noImages')}</ImagesEmpty>
      ) : (
        <Grid aria-label={t('imagesSection')}>
          {images.map((image, index) => (
            <ImageTile
              key={image.id}
              eventId={event.id}
              image={image}
              position={index + 1}
              count={images.length}
              onDone={(text) => setDone({ text, order: queue.nextNewsOrder() })}
            />
          ))}
          {uploads.flatMap((item) =>
            item.files.map((entry, index) => (
              <Tile key={entry.key} aria-label={t('preview', { name: entry.file.name })}>
                <Frame>
                  <img src={entry.previewUrl} alt={t('preview', { name: entry.file.name })} />
                </Frame>
                <TileNote
                  $problem={item.state === 'failed'}
                  role={item.state === 'failed' ? 'alert' : undefined}
                >
                  {item.state === 'waiting' && t('uploadWaiting')}
                  {item.state === 'sending' && t('uploadSending')}
                  {item.state === 'failed' &&
                    [t('uploadFailed'), reasonText(item.reason)].filter(Boolean).join(': ')}
                </TileNote>
                {item.state === 'failed' && index === 0 && (
                  <TileActions>
                    <Button type="button" $variant="secondary" onClick={() => queue.retryUpload(item.id)}>
                      {t('retryUpload')}
                    </Button>
                    <Button type="button" $variant="ghost" onClick={() => queue.removeUpload(item.id)}>
                      {t('removeUpload')}
                    </Button>
                  </TileActions>
                )}
              </Tile>
            )),
          )}
        </Grid>
      )}
      <p className="visually-hidden" aria-live="polite">
        {live}
      </p>
    </section>
  );
}
