import { useEffect, useRef, useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { DEFAULT_FALLBACK_SRC } from './defaultPictures';

export type ImageWithFallbackProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** shown instead when `src` fails to load (a neutral picture by default) */
  fallbackSrc?: string;
};

/** The browser has given up on this picture: it is done loading and has no pixels. */
function hasFailed(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0;
}

/**
 * An image that swaps to a fallback picture when its own fails to load, instead of a broken icon,
 * also when the server rendered it: such a picture may fail before the page's scripts attach
 * `onError` (its error event is then lost, and the CSP forbids an inline `onerror`), so the
 * element is looked at once mounted; a failure after that reaches `onError`.
 */
export function ImageWithFallback({
  src,
  alt,
  fallbackSrc = DEFAULT_FALLBACK_SRC,
  onError,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: ImageWithFallbackProps) {
  // Remembering which src failed (not just "failed") retries when the parent passes a new src.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = !src || failedSrc === src;
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // The element is judged by what it shows, not by comparing its src with ours: hydration keeps
    // the server's attribute, which may name the same file differently (a bundled picture is
    // "/remotes/x/assets/a.svg" on the server and an absolute address in the browser).
    const image = imageRef.current;
    if (!showFallback && image && hasFailed(image)) setFailedSrc(src);
  }, [src, showFallback]);

  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    if (!showFallback) setFailedSrc(src);
    onError?.(event);
  };

  return (
    <img
      {...rest}
      ref={imageRef}
      src={showFallback ? fallbackSrc : src}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={handleError}
    />
  );
}
