import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { directionOf, useLanguageStore } from '@rowad/shared/i18n';
import { ResponsiveImage, type PictureSource } from '@rowad/shared/ui';
import { useComponentMessages } from './messages';

export interface GalleryPicture extends PictureSource {
  id: number;
}

export interface GalleryProps {
  pictures: readonly GalleryPicture[];
  /** The item's name: the pictures' alternative text and the gallery's label. */
  name: string;
  /** Which picture shows first (an event starts on its cover). */
  startAt?: number;
  /** How wide the main picture is drawn (`sizes`). */
  sizes: string;
}

// A horizontal move this long (CSS pixels) is a swipe, not a tap.
const SWIPE_MIN = 40;
const RATIO = 16 / 10;

const Frame = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Stage = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};
  touch-action: pan-y;
  img {
    user-select: none;
    -webkit-user-drag: none;
  }
`;

const Step = styled.button<{ $side: 'start' | 'end' }>`
  position: absolute;
  inset-block-start: 50%;
  ${({ $side }) => ($side === 'start' ? 'inset-inline-start' : 'inset-inline-end')}: ${({ theme }) => theme.space(3)};
  translate: 0 -50%;
  display: none;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  border: none;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  /* Arrows drawn for left-to-right point the other way in Arabic. */
  &:dir(rtl) span {
    display: inline-block;
    transform: scaleX(-1);
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: grid;
  }
`;

const Thumbs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  padding-block: 2px;
  button {
    flex: none;
    inline-size: 88px;
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
    overflow: hidden;
    cursor: pointer;
    opacity: 0.75;
  }
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    opacity: 1;
  }
  button:hover {
    opacity: 1;
  }
`;

/**
 * The product's image gallery (docs/product.md §2) with thumbnails: one large picture; thumbnails, arrow keys (mirrored in
 * Arabic), swipes and, on wider screens, previous and next buttons move between them. No picture
 * shows the placeholder.
 */
export function Gallery({ pictures, name, startAt = 0, sizes }: GalleryProps) {
  const t = useComponentMessages();
  const rtl = directionOf(useLanguageStore((state) => state.language)) === 'rtl';
  const count = pictures.length;
  const [shown, setShown] = useState(Math.min(Math.max(startAt, 0), Math.max(count - 1, 0)));
  const swipeFrom = useRef<number | null>(null);
  const picture = pictures[shown];
  const go = (index: number) => setShown((index + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: shown + 1,
      [back]: shown - 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || count < 2) return;
    const moved = event.clientX - from;
    if (Math.abs(moved) < SWIPE_MIN) return;
    // Swiping towards the start of the line brings the next picture, as pages turn in each script.
    const towardsStart = rtl ? moved > 0 : moved < 0;
    go(towardsStart ? shown + 1 : shown - 1);
  };

  const alt = (index: number) => t('pictureAlt', { name, index: index + 1, count });
  return (
    <Frame aria-label={t('pictures', { name })} onKeyDown={onKeyDown}>
      <Stage
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <ResponsiveImage
          key={picture?.id ?? 'none'}
          image={picture}
          alt={picture ? alt(shown) : ''}
          sizes={sizes}
          ratio={RATIO}
          priority
        />
        {count > 1 && (
          <>
            <Step type="button" $side="start" aria-label={t('previousPicture')} onClick={() => go(shown - 1)}>
              <span aria-hidden="true">‹</span>
            </Step>
            <Step type="button" $side="end" aria-label={t('nextPicture')} onClick={() => go(shown + 1)}>
              <span aria-hidden="true">›</span>
            </Step>
          </>
        )}
      </Stage>
      {count > 1 && (
        <>
          <Thumbs>
            {pictures.map((thumb, index) => (
              <button
                key={thumb.id}
                type="button"
                aria-label={t('showPicture', { index: index + 1, count })}
                aria-current={index === shown}
                onClick={() => setShown(index)}
              >
                <ResponsiveImage image={thumb} alt="" sizes="88px" ratio={RATIO} />
              </button>
            ))}
          </Thumbs>
          <p className="visually-hidden" aria-live="polite">
            {t('pictureOf', { index: shown + 1, count })}
          </p>
        </>
      )}
    </Frame>
  );
}
