export { ImageWithFallback, DEFAULT_FALLBACK_SRC } from './ImageWithFallback';
export type { ImageWithFallbackProps } from './ImageWithFallback';
