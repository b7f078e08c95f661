import { useState, type ImgHTMLAttributes } from 'react';

// Inline SVGs: a placeholder must show even when the network or the image server fails.
const svg = (body: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(body)}`;

export const PLACEHOLDER_IMAGE = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250"><rect width="400" height="250" fill="#e4e7eb"/><path d="M150 165l35-45 28 34 20-24 37 35z" fill="#9aa5b1"/><circle cx="245" cy="95" r="14" fill="#9aa5b1"/></svg>',
);

export const PLACEHOLDER_AVATAR = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#cbd2d9"/><circle cx="32" cy="25" r="11" fill="#f5f7fa"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#f5f7fa"/></svg>',
);

interface ImageWithPlaceholderProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  placeholder?: string;
}

/** An image that falls back to a placeholder when it has no address or fails to load. */
export function ImageWithPlaceholder({
  src,
  placeholder = PLACEHOLDER_IMAGE,
  alt,
  ...rest
}: ImageWithPlaceholderProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPlaceholder = !src || failedSrc === src;
  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      alt={alt}
      src={showPlaceholder ? placeholder : src}
      onError={() => src && setFailedSrc(src)}
    />
  );
}
