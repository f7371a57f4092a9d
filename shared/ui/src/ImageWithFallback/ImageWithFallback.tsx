import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';

/** A neutral grey picture with a silhouette, used when a photo is missing or broken. */
export const DEFAULT_FALLBACK_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#e4e8ee"/>' +
    '<circle cx="60" cy="46" r="20" fill="#b7c0cc"/><path d="M24 104c4-22 20-32 36-32s32 10 36 32z" fill="#b7c0cc"/></svg>',
)}`;

export type ImageWithFallbackProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** shown instead when `src` fails to load (a neutral placeholder by default) */
  fallbackSrc?: string;
};

/** An image that swaps to a fallback picture when its own fails to load, instead of a broken icon. */
export function ImageWithFallback({ src, alt, fallbackSrc = DEFAULT_FALLBACK_SRC, onError, loading = 'lazy', decoding = 'async', ...rest }: ImageWithFallbackProps) {
  // Remembering which src failed (not just "failed") retries when the parent passes a new src.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = !src || failedSrc === src;

  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    if (!showFallback) setFailedSrc(src);
    onError?.(event);
  };

  return <img {...rest} src={showFallback ? fallbackSrc : src} alt={alt} loading={loading} decoding={decoding} onError={handleError} />;
}
