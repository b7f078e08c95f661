import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { eventKeys, queryClient, useEventImages } from '@rowad/shared/query';
import { IMAGE_ACCEPT, type Event, type EventImage } from '@rowad/shared/schemas';
import { Button } from '@rowad/shared/ui';
import {
  checkFiles,
  EVENT_IMAGES_MAX,
  IMAGE_MAX_MEGABYTES,
  inBatches,
  uploadFailureReason,
  type Refusal,
} from './check-files';
import { Frame, ImageTile, Tile, TileActions, TileNote } from './image-tile';
import { useEventsMessages, type EventsMessageKey } from './messages';

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

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

const Refusals = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.warning};
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    overflow-wrap: anywhere;
  }
  button {
    justify-self: start;
  }
`;

/** A chosen file on its way, with the address of its preview in this page. */
interface UploadFile {
  key: string;
  file: File;
  previewUrl: string;
}

/** One upload request (up to the API's files per request): waiting its turn, sending, or failed. */
interface Upload {
  id: number;
  files: UploadFile[];
  state: 'waiting' | 'sending' | 'failed';
  reason: EventsMessageKey | null;
}

let nextUploadId = 1;

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

/**
 * A bazaar's images (edit page): the grid with the cover marked, each with 'Make cover' and
 * 'Delete' (confirmed), and 'Add images', whose files are checked against the API's limits before
 * anything is sent, shown at once as previews, and sent one request at a time.
 */
export function EventImages({ event }: { event: Event }) {
  const t = useEventsMessages();
  const headingId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload } = useEventImages(event.id);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [news, setNews] = useState('');
  const images = event.images;
  const queued = uploads
    .filter((item) => item.state !== 'failed')
    .reduce((sum, item) => sum + item.files.length, 0);
  const room = EVENT_IMAGES_MAX - images.length - queued;

  // The uploads as the sending loop reads them; every change goes through `change`.
  const current = useRef<Upload[]>([]);
  const sending = useRef(false);
  const change = (next: (list: Upload[]) => Upload[]) => {
    current.current = next(current.current);
    setUploads(current.current);
  };

  // The previews' addresses are given back when the page closes.
  useEffect(() => {
    const uploadsAtClose = current;
    return () => {
      for (const item of uploadsAtClose.current)
        for (const file of item.files) URL.revokeObjectURL(file.previewUrl);
    };
  }, []);

  /** Sends the waiting uploads one request at a time, until none waits. */
  const sendWaiting = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (;;) {
        const next = current.current.find((item) => item.state === 'waiting');
        if (!next) break;
        change((list) => list.map((item) => (item.id === next.id ? { ...item, state: 'sending' } : item)));
        try {
          const added = await upload.mutateAsync(next.files.map((entry) => entry.file));
          showAdded(event.id, added);
          for (const entry of next.files) URL.revokeObjectURL(entry.previewUrl);
          change((list) => list.filter((item) => item.id !== next.id));
          setNews(t('uploaded', { count: added.length }));
        } catch (error) {
          console.error('Uploading the bazaar images failed', error);
          const reason = uploadFailureReason(error);
          change((list) =>
            list.map((item) => (item.id === next.id ? { ...item, state: 'failed', reason } : item)),
          );
          setNews(t('uploadFailedText', { count: next.files.length }));
        }
      }
    } finally {
      sending.current = false;
    }
  };

  const choose = (picked: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(picked.target.files ?? []);
    // The same file can be chosen again (after a Remove, say).
    picked.target.value = '';
    if (chosen.length === 0) return;
    const { accepted, refused } = checkFiles(chosen, room);
    setRefusals(refused);
    const added = inBatches(accepted).map((batch): Upload => {
      const id = nextUploadId++;
      return {
        id,
        state: 'waiting',
        reason: null,
        files: batch.map((file, index) => ({
          key: `${id}-${index}`,
          file,
          previewUrl: URL.createObjectURL(file),
        })),
      };
    });
    if (added.length === 0) return;
    change((list) => [...list, ...added]);
    void sendWaiting();
  };

  const retry = (id: number) => {
    change((list) =>
      list.map((item) => (item.id === id ? { ...item, state: 'waiting', reason: null } : item)),
    );
    void sendWaiting();
  };
  const drop = (id: number) => {
    for (const file of current.current.find((item) => item.id === id)?.files ?? [])
      URL.revokeObjectURL(file.previewUrl);
    change((list) => list.filter((item) => item.id !== id));
  };

  return (
    <section aria-labelledby={headingId}>
      <Head>
        <div>
          <h2 id={headingId}>{t('imagesSection')}</h2>
          <p>{t('imagesCount', { count: images.length, max: EVENT_IMAGES_MAX })}</p>
        </div>
        <Button
          type="button"
          aria-describedby={hintId}
          disabled={room <= 0}
          onClick={() => input.current?.click()}
        >
          <span aria-hidden="true">+</span> {t('addImages')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          aria-label={t('addImages')}
          onChange={choose}
        />
      </Head>
      <Hint id={hintId}>
        {room <= 0 && uploads.length === 0
          ? t('imagesFull', { max: EVENT_IMAGES_MAX })
          : t('imagesHint', { size: IMAGE_MAX_MEGABYTES })}
      </Hint>
      {refusals.length > 0 && (
        <Refusals role="alert">
          <ul>
            {refusals.map((refusal, index) => (
              <li key={index} dir="auto">
                {t(refusal.reason, { name: refusal.name, size: IMAGE_MAX_MEGABYTES, max: EVENT_IMAGES_MAX })}
              </li>
            ))}
          </ul>
          <Button type="button" $variant="ghost" onClick={() => setRefusals([])}>
            {t('dismiss')}
          </Button>
        </Refusals>
      )}
      {images.length === 0 && uploads.length === 0 ? (
        <Empty>{t('noImages')}</Empty>
      ) : (
        <Grid aria-label={t('imagesSection')}>
          {images.map((image, index) => (
            <ImageTile
              key={image.id}
              eventId={event.id}
              image={image}
              position={index + 1}
              count={images.length}
              onDone={setNews}
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
                    [t('uploadFailed'), item.reason && t(item.reason, { size: IMAGE_MAX_MEGABYTES })]
                      .filter(Boolean)
                      .join(': ')}
                </TileNote>
                {item.state === 'failed' && index === 0 && (
                  <TileActions>
                    <Button type="button" $variant="secondary" onClick={() => retry(item.id)}>
                      {t('retryUpload')}
                    </Button>
                    <Button type="button" $variant="ghost" onClick={() => drop(item.id)}>
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
        {news}
      </p>
    </section>
  );
}
