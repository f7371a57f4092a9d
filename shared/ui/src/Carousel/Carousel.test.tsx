import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './Carousel';
import { AUTOPLAY_DELAY_MS, carouselOptions, perViewBreakpoints, SWIPE_THRESHOLD } from './carouselOptions';

const programs = [
  { id: 1, name: 'Calistung' },
  { id: 2, name: 'SD' },
  { id: 3, name: 'SMP' },
  { id: 4, name: 'SMA' },
  { id: 5, name: 'UTBK' },
];

function renderPrograms(extra: { dots?: boolean; autoplay?: boolean } = {}) {
  return render(
    <Carousel
      items={programs}
      getKey={(program) => program.id}
      renderItem={(program) => <h3>{program.name}</h3>}
      perView={{ mobile: 1, tablet: 2, desktop: 4 }}
      label="Program belajar"
      {...extra}
    />,
  );
}

/**
 * swiper starts in a task of its own once the carousel nears the screen or the browser is idle
 * (startSoon.ts); jsdom has neither idle callbacks nor real intersections, so it starts after
 * startSoon's fallback delay. Its slide labels appear when it has.
 */
async function started(slides: number) {
  await screen.findByRole('group', { name: `1 dari ${slides}` });
}

/** jsdom has no layout; swiper measures its container before it lays slides out. */
const TRACK_WIDTH = 1216;
function giveElementsAWidth() {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(TRACK_WIDTH);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
}

/** swiper picks its breakpoint with matchMedia('(min-width: Npx)'): answer as a window this wide would. */
function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    const matches = minWidth ? width >= Number(minWidth[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

describe('Carousel', () => {
  beforeEach(() => {
    giveElementsAWidth();
    setWindowWidth(1280);
  });
  it('is a named carousel region holding every slide', async () => {
    renderPrograms();
    await started(5);
    const region = screen.getByRole('region', { name: 'Program belajar' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Calistung', 'SD', 'SMP', 'SMA', 'UTBK']);
    // swiper's A11y module labels each slide "n dari total"
    expect(within(region).getByRole('group', { name: '1 dari 5' })).toHaveTextContent('Calistung');
  });

  it('has previous and next buttons wired to swiper, which disables "Sebelumnya" on the first slide', async () => {
    renderPrograms();
    await started(5);
    const previous = screen.getByRole('button', { name: 'Sebelumnya' });
    const next = screen.getByRole('button', { name: 'Berikutnya' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(previous).toBeEnabled();
    expect(screen.getByRole('group', { name: '2 dari 5' })).toHaveClass('swiper-slide-active');
    // 4 of 5 fit on a desktop: one step reaches the end
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(screen.getByRole('group', { name: '1 dari 5' })).toHaveClass('swiper-slide-active');
    expect(previous).toBeDisabled();
  });

  it('shows dots only when asked', async () => {
    const { container, unmount } = renderPrograms();
    await started(5);
    expect(container.querySelector('.swiper-pagination')).toBeNull();
    unmount();
    const withDots = renderPrograms({ dots: true });
    await started(5);
    expect(withDots.container.querySelector('.swiper-pagination')).not.toBeNull();
    // desktop shows 4 of 5 slides: two positions to go to
    expect(withDots.getAllByRole('button', { name: /Ke slide \d/ })).toHaveLength(2);
  });

  it.each([
    [375, 1],
    [1024, 2],
    [1280, 4],
  ])('at a %i px wide window lays out %i slides side by side', async (windowWidth, visible) => {
    setWindowWidth(windowWidth);
    renderPrograms();
    await started(5);
    const firstSlide = screen.getByRole('group', { name: '1 dari 5' });
    const gaps = (visible - 1) * 16;
    expect(firstSlide.style.width).toBe(`${(TRACK_WIDTH - gaps) / visible}px`);
  });

  it('hides the arrows when every slide fits', async () => {
    render(
      <Carousel
        items={programs.slice(0, 2)}
        getKey={(program) => program.id}
        renderItem={(program) => <h3>{program.name}</h3>}
        perView={{ mobile: 1, tablet: 2, desktop: 4 }}
        label="Dua program"
      />,
    );
    await started(2);
    expect(screen.queryByRole('button', { name: 'Berikutnya' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sebelumnya' })).not.toBeInTheDocument();
  });
});

describe('Carousel before swiper starts', () => {
  beforeEach(() => {
    giveElementsAWidth();
    setWindowWidth(1280);
  });

  it("renders swiper's markup at once and leaves the layout to the stylesheet until swiper starts", async () => {
    const { container } = renderPrograms({ dots: true });
    const track = container.querySelector('.ui-carousel__track');
    expect(track).toHaveClass('swiper');
    expect(track).not.toHaveClass('swiper-initialized');
    expect(container.querySelectorAll('.swiper-wrapper > .swiper-slide')).toHaveLength(5);
    expect(container.querySelector('.swiper-pagination')).toBeEmptyDOMElement();
    await started(5);
    expect(track).toHaveClass('swiper-initialized');
    expect(container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(2);
  });

  it('starts at once when a visitor presses an arrow before it has started', async () => {
    renderPrograms();
    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(screen.getByRole('group', { name: '2 dari 5' })).toHaveClass('swiper-slide-active');
    expect(screen.getByRole('button', { name: 'Sebelumnya' })).toBeEnabled();
  });

  it('counts the slides again when the items change', async () => {
    const carousel = (items: typeof programs) => (
      <Carousel
        items={items}
        getKey={(program) => program.id}
        renderItem={(program) => <h3>{program.name}</h3>}
        perView={{ mobile: 1, tablet: 2, desktop: 4 }}
        label="Program belajar"
      />
    );
    const { rerender } = render(carousel(programs.slice(0, 3)));
    await started(3);
    rerender(carousel(programs));
    expect(await screen.findByRole('group', { name: '5 dari 5' })).toHaveTextContent('UTBK');
  });
});

describe('carouselOptions', () => {
  it('turns the per-view counts into swiper breakpoints at 730 and 1100 px', () => {
    expect(perViewBreakpoints({ mobile: 1, tablet: 3, desktop: 5 })).toEqual({
      0: { slidesPerView: 1 },
      730: { slidesPerView: 3 },
      1100: { slidesPerView: 5 },
    });
  });

  it('uses a 5 px swipe threshold, does not loop, and has no autoplay or dots by default', () => {
    const options = carouselOptions({ perView: { mobile: 1, tablet: 2, desktop: 4 } });
    expect(SWIPE_THRESHOLD).toBe(5);
    expect(options.threshold).toBe(5);
    expect(options.loop).toBe(false);
    expect(options.autoplay).toBe(false);
    expect(options.pagination).toBe(false);
    expect(options.slidesPerView).toBe(1);
  });

  it('autoplays every 5000 ms and shows clickable dots when switched on', () => {
    const options = carouselOptions({
      perView: { mobile: 1, tablet: 2, desktop: 3 },
      autoplay: true,
      dots: true,
      spaceBetween: 24,
    });
    expect(AUTOPLAY_DELAY_MS).toBe(5000);
    expect(options.autoplay).toMatchObject({ delay: 5000 });
    expect(options.pagination).toMatchObject({ clickable: true });
    expect(options.spaceBetween).toBe(24);
  });

  it('never autoplays for a visitor who asked for less motion', () => {
    const options = carouselOptions({
      perView: { mobile: 1, tablet: 2, desktop: 3 },
      autoplay: true,
      reducedMotion: true,
    });
    expect(options.autoplay).toBe(false);
  });
});
