import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Banner } from '@rowad/shared/forms';
import { useUploadOwnerPhoto } from '@rowad/shared/query';
import { IMAGE_ACCEPT } from '@rowad/shared/schemas';
import { Button, ImageWithPlaceholder, PLACEHOLDER_AVATAR } from '@rowad/shared/ui';
import { useMyProfileMessages } from './messages';
import { PHOTO_MAX_MB, photoRefusal, type PhotoRefusal } from './photo-file';

const PHOTO_SIZE = 128;

/** Where the photo stands: nothing going on, a file refused, sending one, sent, or failed. */
type Upload =
  | { state: 'idle' }
  | { state: 'refused'; reason: PhotoRefusal }
  | { state: 'uploading'; progress: number }
  | { state: 'done' }
  | { state: 'failed'; file: File };

const Frame = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(8)};
  padding-block-end: ${({ theme }) => theme.space(8)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
`;

/** The photo and its caption are one button: a click or a key on either opens the chooser. */
const PhotoButton = styled.button`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(1)};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  font: inherit;
  cursor: pointer;
  img {
    inline-size: ${PHOTO_SIZE}px;
    block-size: ${PHOTO_SIZE}px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.primarySurface};
    box-shadow:
      0 0 0 4px ${({ theme }) => theme.colors.surface},
      0 0 0 5px ${({ theme }) => theme.colors.border};
  }
  span {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  &:hover:not(:disabled) span {
    background: ${({ theme }) => theme.colors.primarySurface};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Status = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  inline-size: min(100%, 360px);
  ${Banner} {
    margin: 0;
    inline-size: 100%;
  }
`;

const Progress = styled.progress`
  inline-size: 100%;
  block-size: 8px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

/**
 * docs/product.md §2 "Owner my profile": the photo (placeholder if none); a click uploads an image file. The
 * file is checked here first (type and size, the API's limits), shows at once, and is sent with
 * a progress bar; after a failure 'Try again' sends the same file, without choosing it again.
 */
export function OwnerPhoto({ photo }: { photo: string | null }) {
  const t = useMyProfileMessages();
  const upload = useUploadOwnerPhoto();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [status, setStatus] = useState<Upload>({ state: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);

  // A preview lives as long as it is shown: the browser frees it when it is replaced or left.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const send = async (file: File) => {
    setStatus({ state: 'uploading', progress: 0 });
    try {
      await upload.mutateAsync({
        file,
        onProgress: (progress) => setStatus({ state: 'uploading', progress }),
      });
      setStatus({ state: 'done' });
    } catch {
      setStatus({ state: 'failed', file });
    }
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must still be noticed.
    event.target.value = '';
    if (!file) return;
    const reason = photoRefusal(file);
    if (reason) {
      setStatus({ state: 'refused', reason });
      return;
    }
    setPreview(URL.createObjectURL(file));
    void send(file);
  };

  const uploading = status.state === 'uploading';
  return (
    <Frame>
      <PhotoButton
        type="button"
        onClick={() => input.current?.click()}
        disabled={uploading}
        aria-describedby={hintId}
      >
        <ImageWithPlaceholder
          src={preview ?? photo}
          placeholder={PLACEHOLDER_AVATAR}
          alt=""
          width={PHOTO_SIZE}
          height={PHOTO_SIZE}
          loading="eager"
        />
        <span>{t('changePhoto')}</span>
      </PhotoButton>
      <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={chosen} />
      <Hint id={hintId}>{t('photoHint', { max: PHOTO_MAX_MB })}</Hint>
      <Status>
        {uploading && (
          <Progress
            aria-label={t('photoUploading')}
            max={1}
            // No value yet: the bar moves without a figure until the browser reports one.
            value={status.progress > 0 ? status.progress : undefined}
          />
        )}
        {status.state === 'refused' && (
          <Banner role="alert" $tone="danger">
            {t(status.reason === 'notImage' ? 'photoNotImage' : 'photoTooLarge', { max: PHOTO_MAX_MB })}
          </Banner>
        )}
        {status.state === 'done' && (
          <Banner role="status" $tone="success">
            {t('photoUpdated')}
          </Banner>
        )}
        {status.state === 'failed' && (
          <>
            <Banner role="alert" $tone="danger">
              {t('photoFailed')}
            </Banner>
            <Button type="button" $variant="secondary" onClick={() => void send(status.file)}>
              {t('photoRetry')}
            </Button>
          </>
        )}
      </Status>
    </Frame>
  );
}
