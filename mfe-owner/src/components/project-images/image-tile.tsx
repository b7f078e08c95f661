import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { OwnerProjectImage } from '@rowad/shared/schemas';
import { useImageActions } from '@rowad/shared/image-manager';
import { Badge, Button, ResponsiveImage } from '@rowad/shared/ui';
import { ConfirmDialog } from '@rowad/shared/ui/confirm-dialog';
import { useImagesMessages } from './messages';
import {
  Tile,
  TileActions,
  TileBadges,
  TileFrame,
  TileNote,
  TileProblem,
  TILE_RATIO,
  TILE_SIZES,
} from './tile';
import { useDeleteProjectImage } from './use-delete-project-image';
import { useSetProjectCover } from './use-set-project-cover';

const Small = styled(Button)`
  flex: 1 1 auto;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  font-size: 0.875rem;
`;

interface ImageTileProps {
  projectId: number;
  image: OwnerProjectImage;
  /** Its place in the grid, counted from 1, and the grid's size: its name for a screen reader. */
  position: number;
  count: number;
  /** Tells the section's live region what happened. */
  onDone: (announcement: string) => void;
  /** The image is being deleted (null: it failed): the section takes the focus once its tile is gone. */
  onDeleting: (imageId: number | null) => void;
}

/** One image of the project: the cover badge, its review state, and Cover and Delete. */
export function ImageTile({ projectId, image, position, count, onDone, onDeleting }: ImageTileProps) {
  const t = useImagesMessages();
  const setCover = useSetProjectCover(projectId);
  const remove = useDeleteProjectImage(projectId);
  const label = t('imageLabel', { position, count });
  const tile = useRef<HTMLLIElement>(null);
  // The cover moves first in the grid and loses its Cover button: the focus follows the tile.
  const focusAsCover = useRef(false);
  useEffect(() => {
    if (!image.isCover || !focusAsCover.current) return;
    focusAsCover.current = false;
    tile.current?.focus();
  }, [image.isCover]);
  const { confirming, problem, makeCover, deleteImage, askDelete, cancelDelete } = useImageActions({
    setCover: () => setCover.mutateAsync(image.id),
    remove: () => remove.mutateAsync(image.id),
    texts: {
      coverSet: t('coverSet'),
      coverFailed: t('coverFailed'),
      deleted: t('deleted'),
      deleteFailed: t('deleteFailed'),
    },
    onDone,
    onCoverAsked: (asked) => {
      focusAsCover.current = asked;
    },
    onDeleting: (deleting) => onDeleting(deleting ? image.id : null),
  });

  return (
    <Tile ref={tile} tabIndex={-1} aria-label={label}>
      <TileFrame>
        <ResponsiveImage image={image} alt={label} sizes={TILE_SIZES} ratio={TILE_RATIO} />
        {image.isCover && (
          <TileBadges>
            <Badge $tone="success">{t('coverBadge')}</Badge>
          </TileBadges>
        )}
      </TileFrame>
      {!image.live && <TileNote title={t('waitingReviewHint')}>{t('waitingReview')}</TileNote>}
      <TileActions>
        {!image.isCover && (
          <Small
            type="button"
            $variant="secondary"
            disabled={setCover.isPending || remove.isPending}
            onClick={() => void makeCover()}
          >
            {setCover.isPending ? t('settingCover') : t('cover')}
          </Small>
        )}
        <Small
          type="button"
          $variant="ghost"
          disabled={setCover.isPending || remove.isPending}
          onClick={askDelete}
        >
          {t('delete')}
        </Small>
      </TileActions>
      {problem && <TileProblem role="alert">{problem}</TileProblem>}
      <ConfirmDialog
        open={confirming}
        title={t('deleteTitle')}
        busy={remove.isPending}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete')}
        busyLabel={t('deleting')}
        onCancel={cancelDelete}
        onConfirm={() => void deleteImage()}
      >
        <p>{t('deleteText')}</p>
      </ConfirmDialog>
    </Tile>
  );
}
