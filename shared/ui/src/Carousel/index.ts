export { Carousel } from './Carousel';
export type { CarouselProps } from './Carousel';
export {
  carouselOptions,
  perViewBreakpoints,
  SWIPE_THRESHOLD,
  AUTOPLAY_DELAY_MS,
  TABLET_MIN_WIDTH,
  DESKTOP_MIN_WIDTH,
} from './carouselOptions';
export type { PerView } from './carouselOptions';
