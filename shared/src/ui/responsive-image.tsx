import { useState } from 'react';
import styled from 'styled-components';
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
 * scrolled near, and a missing or broken picture shows the placeholder instead.
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
  const broken = !image || failed === image.imageUrl;
  const height = Math.round(INTRINSIC_WIDTH / ratio);
  return (
    <Img
      className={className}
      $ratio={ratio}
      src={broken ? PLACEHOLDER_IMAGE : fallbackSrc(image, 640)}
      srcSet={broken ? undefined : srcSetOf(image)}
      sizes={broken ? undefined : sizes}
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
