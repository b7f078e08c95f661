import { useState } from 'react';
import styled from 'styled-components';
import { usePictureMode } from './data-saver';
import { PLACEHOLDER_IMAGE } from './image-with-placeholder';

/** An uploaded picture as the API gives it: the original's address and its resized copies. */
export interface PictureSource {
  imageUrl: string;
  variants: readonly { width: number; url: string }[];
}

export interface ResponsiveImageProps {
  /** The picture; none shows the designed placeholder. */
  image: PictureSource | null | undefined;
  alt: string;
  /** How wide the picture is drawn, as the `sizes` attribute says it (e.g. "(min-width: 1024px) 33vw, 100vw"). */
  sizes: string;
  /** The box's proportions (width / height): the picture fills it, cropped, so nothing shifts while it loads. */
  ratio?: number;
  /** The first picture a visitor sees: loaded at once and before the others. */
  priority?: boolean;
  className?: string;
}

// Only proportions matter to the browser (with CSS sizing the box); 1280 is the largest variant.
const INTRINSIC_WIDTH = 1280;

const Img = styled.img<{ $ratio: number }>`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.border};
`;

// A card's picture held back by the data saver (docs/decisions.md, "Low data and offline (issue
// 32)"): the picture's box, quietly marked, and no request. Its place is the picture's, so nothing
// moves when the list's pictures are asked for.
const HeldBack = styled.div<{ $ratio: number }>`
  display: grid;
  place-items: center;
  inline-size: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.primary};
  svg {
    inline-size: 40px;
    block-size: 40px;
    opacity: 0.45;
  }
`;

function HeldBackPicture({ ratio, className }: { ratio: number; className: string | undefined }) {
  return (
    <HeldBack className={className} $ratio={ratio} aria-hidden="true" data-picture="held-back">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" focusable="false">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="9.5" r="1.8" />
        <path d="M3.5 18l5.5-6 4 4.5 2.5-2.5 5 4.5" strokeLinejoin="round" />
      </svg>
    </HeldBack>
  );
}

/** The smallest variant, else the original: the data saver's one width. */
function smallestSrc(image: PictureSource): string {
  return [...image.variants].sort((a, b) => a.width - b.width)[0]?.url ?? image.imageUrl;
}

/** `srcset` from the variants, smallest first; the original stands in when there are none. */
export function srcSetOf(image: PictureSource): string | undefined {
  if (image.variants.length === 0) return undefined;
  return [...image.variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** The variant closest above `width` (else the largest), for a `src` every browser understands. */
function fallbackSrc(image: PictureSource, width: number): string {
  const sorted = [...image.variants].sort((a, b) => a.width - b.width);
  return (sorted.find((variant) => variant.width >= width) ?? sorted.at(-1))?.url ?? image.imageUrl;
}

/**
 * A project or event picture done right: the browser picks the variant for the screen from
 * `srcset`/`sizes`, width and height hold its place, pictures below the fold wait until
 * scrolled near, and a missing or broken picture shows the placeholder instead. With the data
 * saver on (./data-saver.tsx) it loads the smallest variant only, and in a list whose pictures
 * were not asked for, nothing: an empty box in the picture's place.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  ratio = 16 / 10,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const mode = usePictureMode();
  const broken = !image || failed === image.imageUrl;
  const height = Math.round(INTRINSIC_WIDTH / ratio);
  if (mode === 'none' && !broken) return <HeldBackPicture ratio={ratio} className={className} />;
  const choosing = !broken && mode === 'all';
  return (
    <Img
      className={className}
      $ratio={ratio}
      src={broken ? PLACEHOLDER_IMAGE : mode === 'all' ? fallbackSrc(image, 640) : smallestSrc(image)}
      srcSet={choosing ? srcSetOf(image) : undefined}
      sizes={choosing ? sizes : undefined}
      alt={broken ? '' : alt}
      width={INTRINSIC_WIDTH}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      onError={() => image && setFailed(image.imageUrl)}
    />
  );
}
