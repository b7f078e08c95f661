import styled from 'styled-components';
import { useEventImages } from '@rowad/shared/query/admin';
import type { EventImage } from '@rowad/shared/schemas';
import { useImageActions } from '@rowad/shared/image-manager';
import { Badge, Button, ResponsiveImage } from '@rowad/shared/ui';
import { ConfirmDialog } from '@rowad/shared/ui/confirm-dialog';
import { Row } from '@rowad/shared/ui/layout';
import { useEventsMessages } from './messages';

export const RATIO = 4 / 3;
const SIZES = '(min-width: 1024px) 220px, (min-width: 768px) 30vw, 50vw';

export const Tile = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  min-inline-size: 0;
`;

export const Frame = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.border};
  img {
    display: block;
    inline-size: 100%;
    aspect-ratio: ${RATIO};
    object-fit: cover;
  }
`;

const OnFrame = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(2)};
  inset-inline-start: ${({ theme }) => theme.space(2)};
`;

export const TileActions = styled(Row).attrs({ $gap: 1 })`
  button {
    flex: 1 1 auto;
    min-block-size: 36px;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    font-size: 0.875rem;
  }
`;

export const TileNote = styled.p<{ $problem?: boolean }>`
  margin: 0;
  color: ${({ theme, $problem }) => ($problem ? theme.colors.danger : theme.colors.muted)};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

interface ImageTileProps {
  eventId: number;
  image: EventImage;
  position: number;
  count: number;
  /** Tells the section's live region what happened. */
  onDone: (announcement: string) => void;
}

/** One image of the bazaar: the cover badge, 'Make cover', and 'Delete' after a confirmation. */
export function ImageTile({ eventId, image, position, count, onDone }: ImageTileProps) {
  const t = useEventsMessages();
  const { setCover, remove } = useEventImages(eventId);
  const label = t('imageLabel', { position, count });
  const busy = setCover.isPending || remove.isPending;
  const { confirming, problem, makeCover, deleteImage, askDelete, cancelDelete } = useImageActions({
    setCover: () => setCover.mutateAsync(image.id),
    remove: () => remove.mutateAsync([image.id]),
    texts: {
      coverSet: t('coverSet'),
      coverFailed: t('coverFailed'),
      deleted: t('imageDeleted'),
      deleteFailed: t('imageDeleteFailed'),
    },
    onDone,
  });

  return (
    <Tile aria-label={label}>
      <Frame>
        <ResponsiveImage image={image} alt={label} sizes={SIZES} ratio={RATIO} />
        {image.isCover && (
          <OnFrame>
            <Badge $tone="success">{t('coverBadge')}</Badge>
          </OnFrame>
        )}
      </Frame>
      <TileActions>
        {!image.isCover && (
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void makeCover()}>
            {setCover.isPending ? t('settingCover') : t('makeCover')}
          </Button>
        )}
        <Button
          type="button"
          $variant="ghost"
          aria-label={t('deleteImageLabel', { position })}
          disabled={busy}
          onClick={askDelete}
        >
          {t('deleteImage')}
        </Button>
      </TileActions>
      {problem && (
        <TileNote $problem role="alert">
          {problem}
        </TileNote>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('deleteImageTitle')}
        busy={remove.isPending}
        cancelLabel={t('cancel')}
        confirmLabel={t('deleteImage')}
        busyLabel={t('deletingImage')}
        onCancel={cancelDelete}
        onConfirm={() => void deleteImage()}
      >
        <p>{t('deleteImageText')}</p>
      </ConfirmDialog>
    </Tile>
  );
}
