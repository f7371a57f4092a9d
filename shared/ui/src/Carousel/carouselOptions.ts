import type { SwiperOptions } from 'swiper/types';

/** Slides visible per viewport width: below 730 px, below 1100 px, and wider. */
export interface PerView {
  mobile: number;
  tablet: number;
  desktop: number;
}

export const TABLET_MIN_WIDTH = 730;
export const DESKTOP_MIN_WIDTH = 1100;
/** Pixels a finger must travel before a swipe starts, so taps on links inside slides stay taps. */
export const SWIPE_THRESHOLD = 5;
export const AUTOPLAY_DELAY_MS = 5000;

export interface CarouselBehaviour {
  perView: PerView;
  dots?: boolean;
  autoplay?: boolean;
  spaceBetween?: number;
  /** the visitor asked for less motion (prefers-reduced-motion): no autoplay (WCAG 2.2.2) */
  reducedMotion?: boolean;
}

/** Swiper breakpoints: the keys are minimum window widths. */
export function perViewBreakpoints(perView: PerView): NonNullable<SwiperOptions['breakpoints']> {
  return {
    0: { slidesPerView: perView.mobile },
    [TABLET_MIN_WIDTH]: { slidesPerView: perView.tablet },
    [DESKTOP_MIN_WIDTH]: { slidesPerView: perView.desktop },
  };
}

/**
 * The swiper settings for a carousel, kept pure so the rules (breakpoints, threshold, autoplay only
 * when asked and never for a visitor who asked for less motion, dots only when asked, no looping)
 * are testable without a layout engine.
 */
export function carouselOptions({
  perView,
  dots = false,
  autoplay = false,
  spaceBetween = 16,
  reducedMotion = false,
}: CarouselBehaviour): SwiperOptions {
  return {
    slidesPerView: perView.mobile,
    breakpoints: perViewBreakpoints(perView),
    spaceBetween,
    threshold: SWIPE_THRESHOLD,
    loop: false,
    watchOverflow: true,
    // pauseOnMouseEnter: a visitor reading a card should not have it slide away under the pointer.
    autoplay:
      autoplay && !reducedMotion
        ? { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
        : false,
    pagination: dots ? { clickable: true } : false,
    a11y: {
      enabled: true,
      prevSlideMessage: 'Sebelumnya',
      nextSlideMessage: 'Berikutnya',
      firstSlideMessage: 'Ini slide pertama',
      lastSlideMessage: 'Ini slide terakhir',
      paginationBulletMessage: 'Ke slide {{index}}',
      slideLabelMessage: '{{index}} dari {{slidesLength}}',
      itemRoleDescriptionMessage: 'slide',
      containerRoleDescriptionMessage: null,
    },
  };
}

/** Whether the browser reports prefers-reduced-motion (false where matchMedia is missing). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
