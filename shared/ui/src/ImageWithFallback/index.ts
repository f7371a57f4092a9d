export { ImageWithFallback } from './ImageWithFallback';
export { DEFAULT_FALLBACK_SRC, DEFAULT_PERSON_PICTURE } from './defaultPictures';
export type { ImageWithFallbackProps } from './ImageWithFallback';
