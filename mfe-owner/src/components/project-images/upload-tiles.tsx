import styled from 'styled-components';
import { Badge, Button } from '@rowad/shared/ui';
import { Row, Stack } from '@rowad/shared/ui/layout';
import { useImagesMessages } from './messages';
import { Tile, TileBadges, TileFrame } from './tile';
import { removeUpload, retryUpload, type Upload, type UploadFile } from './upload-queue';

const Preview = styled(TileFrame)<{ $dim: boolean }>`
  img {
    opacity: ${({ $dim }) => ($dim ? 0.55 : 1)};
    transition: opacity 0.2s;
  }
`;

const Status = styled(Stack).attrs({ $gap: 1 })`
  align-content: end;
  min-width: 0;
  font-size: 0.875rem;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    /* A Latin file name in an Arabic tile still lines up with the status under it. */
    text-align: match-parent;
  }
  span + span {
    color: ${({ theme }) => theme.colors.muted};
  }
  progress {
    inline-size: 100%;
    block-size: 8px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Panel = styled(Stack)`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
  }
  p + p {
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.875rem;
    overflow-wrap: anywhere;
  }
`;

const PanelActions = styled(Row)``;

/** How much of one file went: the request sends its files in order, so each has its share of the bytes. */
function fileProgress(upload: Upload, entry: UploadFile): number {
  const total = upload.files.reduce((sum, file) => sum + file.file.size, 0);
  if (total === 0) return upload.progress;
  let start = 0;
  for (const file of upload.files) {
    if (file === entry) break;
    start += file.file.size;
  }
  const sent = upload.progress * total - start;
  return Math.max(0, Math.min(1, entry.file.size === 0 ? 1 : sent / entry.file.size));
}

function UploadTile({ upload, entry }: { upload: Upload; entry: UploadFile }) {
  const t = useImagesMessages();
  const name = entry.file.name;
  const fraction = fileProgress(upload, entry);
  // Every byte sent: the server now decodes and resizes the pictures.
  const processing = upload.state === 'sending' && upload.progress >= 1;
  let status: string;
  if (upload.state === 'failed') status = t('notUploaded');
  else if (upload.state === 'waiting') status = t('waiting');
  else if (processing) status = t('processing');
  else status = t('uploading', { percent: Math.round(fraction * 100) });

  return (
    <Tile aria-label={name}>
      <Preview $dim={upload.state !== 'sending'}>
        <img src={entry.previewUrl} alt="" />
        {upload.state === 'failed' && (
          <TileBadges>
            <Badge $tone="danger">{t('notUploaded')}</Badge>
          </TileBadges>
        )}
      </Preview>
      <Status>
        <span dir="auto">{name}</span>
        {upload.state !== 'failed' && (
          <>
            <span>{status}</span>
            {processing ? (
              <progress aria-label={t('progressOf', { name })} />
            ) : (
              <progress aria-label={t('progressOf', { name })} max={1} value={fraction} />
            )}
          </>
        )}
      </Status>
    </Tile>
  );
}

/** The previews of an upload's files, with their progress, in the images' grid. */
export function UploadTiles({ upload }: { upload: Upload }) {
  return (
    <>
      {upload.files.map((entry) => (
        <UploadTile key={entry.key} upload={upload} entry={entry} />
      ))}
    </>
  );
}

/** A failed upload: the product's text (docs/product.md), why when known, its files, and Retry (the same files) or Remove. */
export function FailedUpload({ upload }: { upload: Upload }) {
  const t = useImagesMessages();
  return (
    <Panel role="alert">
      <p>
        <strong>{t('uploadFailed')}</strong>
        {upload.reason && <> {t(upload.reason)}</>}
      </p>
      <p dir="auto">{upload.files.map((entry) => entry.file.name).join(', ')}</p>
      <PanelActions>
        <Button type="button" onClick={() => retryUpload(upload.id)}>
          {t('retry')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => removeUpload(upload.id)}>
          {t('remove')}
        </Button>
      </PanelActions>
    </Panel>
  );
}
