import { useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import { carouselOptions, prefersReducedMotion, type PerView } from './carouselOptions';
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

/** A swipeable row of cards with "Sebelumnya"/"Berikutnya" buttons, built on swiper. */
export function Carousel<T>({ items, renderItem, getKey, perView, label, dots, autoplay, spaceBetween, className }: CarouselProps<T>) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [position, setPosition] = useState<Position>({ atStart: true, atEnd: false, locked: false });
  // perView is compared by value: callers pass object literals, new on every render
  const { mobile, tablet, desktop } = perView;
  const options = useMemo(
    () => carouselOptions({ perView: { mobile, tablet, desktop }, dots, autoplay, spaceBetween, reducedMotion: prefersReducedMotion() }),
    [mobile, tablet, desktop, dots, autoplay, spaceBetween],
  );

  // Our own buttons drive swiper (instead of swiper's Navigation module, whose element binding
  // does not survive swiper/react's prop updates); swiper tells us where it is after every move.
  const sync = (swiper: SwiperInstance) => {
    const next = { atStart: swiper.isBeginning, atEnd: swiper.isEnd, locked: swiper.isLocked };
    setPosition((current) =>
      current.atStart === next.atStart && current.atEnd === next.atEnd && current.locked === next.locked ? current : next,
    );
  };

  // Until swiper has started (a server-rendered page before its scripts run), the stylesheet lays
  // the slides out as swiper will: nothing moves when it starts.
  const layout = {
    '--carousel-per-view-mobile': mobile,
    '--carousel-per-view-tablet': tablet,
    '--carousel-per-view-desktop': desktop,
    '--carousel-gap': `${options.spaceBetween}px`,
  } as CSSProperties;

  return (
    <section className={['ui-carousel', className ?? ''].join(' ').trim()} style={layout} aria-roledescription="carousel" aria-label={label}>
      <div className="ui-carousel__controls">
        <button
          type="button"
          className="ui-round-button ui-carousel__nav ui-carousel__nav--prev"
          aria-label="Sebelumnya"
          disabled={position.atStart}
          hidden={position.locked}
          onClick={() => swiperRef.current?.slidePrev()}
        >
          <Chevron direction="left" />
        </button>
        <button
          type="button"
          className="ui-round-button ui-carousel__nav ui-carousel__nav--next"
          aria-label="Berikutnya"
          disabled={position.atEnd}
          hidden={position.locked}
          onClick={() => swiperRef.current?.slideNext()}
        >
          <Chevron direction="right" />
        </button>
      </div>
      <Swiper
        {...options}
        modules={MODULES}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          sync(swiper);
        }}
        onProgress={sync}
        onLock={sync}
        onUnlock={sync}
        onBreakpoint={sync}
        className="ui-carousel__track"
      >
        {items.map((item, index) => (
          <SwiperSlide key={getKey(item, index)} className="ui-carousel__slide">
            {renderItem(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
