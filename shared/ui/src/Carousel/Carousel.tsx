import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import Swiper from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import { carouselOptions, prefersReducedMotion, type PerView } from './carouselOptions';
import { startSoon, type PendingStart } from './startSoon';
import '../Button/Button.css';
import './Carousel.css';

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string | number;
  /** slides visible: below 730 px, below 1100 px, and wider */
  perView: PerView;
  /** accessible name of the carousel region */
  label: string;
  dots?: boolean;
  /** slides on by itself every 5000 ms */
  autoplay?: boolean;
  spaceBetween?: number;
  className?: string;
}

interface Position {
  atStart: boolean;
  atEnd: boolean;
  /** every slide already fits: nothing to scroll to */
  locked: boolean;
}

const MODULES = [Pagination, Autoplay, A11y];

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
      <path
        d={direction === 'left' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A swipeable row of cards with "Sebelumnya"/"Berikutnya" buttons, built on swiper's core.
 *
 * React renders swiper's markup itself (the classes never change, so React never overwrites the
 * ones swiper adds) and swiper starts later, in a task of its own (startSoon.ts). swiper/react is
 * not used because it starts every swiper inside the render that mounts it.
 */
export function Carousel<T>({
  items,
  renderItem,
  getKey,
  perView,
  label,
  dots,
  autoplay,
  spaceBetween,
  className,
}: CarouselProps<T>) {
  const trackRef = useRef<HTMLDivElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const pendingRef = useRef<PendingStart | null>(null);
  const [position, setPosition] = useState<Position>({ atStart: true, atEnd: false, locked: false });
  // perView is compared by value: callers pass object literals, new on every render
  const { mobile, tablet, desktop } = perView;
  const options = useMemo(
    () =>
      carouselOptions({
        perView: { mobile, tablet, desktop },
        dots,
        autoplay,
        spaceBetween,
        reducedMotion: prefersReducedMotion(),
      }),
    [mobile, tablet, desktop, dots, autoplay, spaceBetween],
  );

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    // Our own buttons drive swiper; swiper tells us where it is after every move.
    const sync = (swiper: SwiperInstance) => {
      const next = { atStart: swiper.isBeginning, atEnd: swiper.isEnd, locked: swiper.isLocked };
      setPosition((current) =>
        current.atStart === next.atStart && current.atEnd === next.atEnd && current.locked === next.locked
          ? current
          : next,
      );
    };
    const pending = startSoon(track, () => {
      const pagination =
        typeof options.pagination === 'object' && paginationRef.current
          ? { ...options.pagination, el: paginationRef.current }
          : false;
      const swiper = new Swiper(track, {
        ...options,
        pagination,
        modules: MODULES,
        on: { progress: sync, lock: sync, unlock: sync, breakpoint: sync },
      });
      swiperRef.current = swiper;
      sync(swiper);
    });
    pendingRef.current = pending;
    return () => {
      pending.cancel();
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
      pendingRef.current = null;
    };
  }, [options]);

  // React added or removed slides: swiper counts and measures them again.
  const slideKeys = items.map((item, index) => String(getKey(item, index))).join('\n');
  useEffect(() => {
    const swiper = swiperRef.current;
    if (swiper && !swiper.destroyed) swiper.update();
  }, [slideKeys]);

  /** An arrow pressed before swiper started starts it at once. */
  const started = (): SwiperInstance | null => {
    pendingRef.current?.now();
    return swiperRef.current;
  };

  // Until swiper has started (a server-rendered page before its scripts run, or while the start
  // waits its turn), the stylesheet lays the slides out as swiper will: nothing moves when it starts.
  const layout = {
    '--carousel-per-view-mobile': mobile,
    '--carousel-per-view-tablet': tablet,
    '--carousel-per-view-desktop': desktop,
    '--carousel-gap': `${options.spaceBetween}px`,
  } as CSSProperties;

  return (
    <section
      className={['ui-carousel', className ?? ''].join(' ').trim()}
      style={layout}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="ui-carousel__controls">
        <button
          type="button"
          className="ui-round-button ui-carousel__nav ui-carousel__nav--prev"
          aria-label="Sebelumnya"
          disabled={position.atStart}
          hidden={position.locked}
          onClick={() => started()?.slidePrev()}
        >
          <Chevron direction="left" />
        </button>
        <button
          type="button"
          className="ui-round-button ui-carousel__nav ui-carousel__nav--next"
          aria-label="Berikutnya"
          disabled={position.atEnd}
          hidden={position.locked}
          onClick={() => started()?.slideNext()}
        >
          <Chevron direction="right" />
        </button>
      </div>
      <div className="swiper ui-carousel__track" ref={trackRef}>
        <div className="swiper-wrapper">
          {items.map((item, index) => (
            <div key={getKey(item, index)} className="swiper-slide ui-carousel__slide">
              {renderItem(item, index)}
            </div>
          ))}
        </div>
        {dots ? <div className="swiper-pagination" ref={paginationRef} /> : null}
      </div>
    </section>
  );
}
