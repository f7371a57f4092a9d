import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DEFAULT_FALLBACK_SRC } from './defaultPictures';
import { ImageWithFallback } from './ImageWithFallback';

describe('ImageWithFallback', () => {
  it('shows the picture with its alt text, lazily loaded', () => {
    render(<ImageWithFallback src="/images/siswa.jpg" alt="Foto Rina, siswa kelas 9" width={120} />);
    const image = screen.getByRole('img', { name: 'Foto Rina, siswa kelas 9' });
    expect(image).toHaveAttribute('src', '/images/siswa.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '120');
  });

  it('swaps to the given fallback when the picture fails to load, and calls onError', () => {
    const onError = jest.fn();
    render(
      <ImageWithFallback src="/images/hilang.jpg" alt="Foto guru" fallbackSrc="/images/avatar.svg" onError={onError} />,
    );
    const image = screen.getByRole('img', { name: 'Foto guru' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/avatar.svg');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('uses a neutral placeholder when no fallback is given, and does not loop if that fails too', () => {
    render(<ImageWithFallback src="/images/hilang.jpg" alt="Foto guru" />);
    const image = screen.getByRole('img', { name: 'Foto guru' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_FALLBACK_SRC);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_FALLBACK_SRC);
  });

  it('shows the fallback straight away for an empty src', () => {
    render(<ImageWithFallback src="" alt="Foto guru" fallbackSrc="/images/avatar.svg" />);
    expect(screen.getByRole('img', { name: 'Foto guru' })).toHaveAttribute('src', '/images/avatar.svg');
  });

  it('tries again when given a new picture', () => {
    const { rerender } = render(<ImageWithFallback src="/images/a.jpg" alt="Foto" fallbackSrc="/images/avatar.svg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Foto' }));
    rerender(<ImageWithFallback src="/images/b.jpg" alt="Foto" fallbackSrc="/images/avatar.svg" />);
    expect(screen.getByRole('img', { name: 'Foto' })).toHaveAttribute('src', '/images/b.jpg');
  });

  describe('a picture the server rendered', () => {
    const picture = (
      <ImageWithFallback src="/media/guru/7.svg" alt="Foto Budi" fallbackSrc="/images/avatar.svg" loading="eager" />
    );
    let root: Root | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      root = undefined;
      document.body.innerHTML = '';
    });

    /**
     * The server's HTML in the page, its picture in the state the browser left it in before the
     * scripts ran (`complete` and `naturalWidth`, which jsdom does not load), then hydrated.
     */
    async function hydrateAfter(
      state: { complete: boolean; naturalWidth: number },
      inBrowser = picture,
      fromServer = picture,
    ) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(fromServer);
      document.body.appendChild(container);
      const image = container.querySelector('img') as HTMLImageElement;
      Object.defineProperty(image, 'complete', { configurable: true, get: () => state.complete });
      Object.defineProperty(image, 'naturalWidth', { configurable: true, get: () => state.naturalWidth });
      const recoverable: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container, inBrowser, { onRecoverableError: (error) => recoverable.push(error) });
      });
      expect(recoverable).toEqual([]); // the server's markup was taken over, not replaced
      return image;
    }

    it('swaps to the fallback when the picture failed before the scripts could see its error', async () => {
      const image = await hydrateAfter({ complete: true, naturalWidth: 0 });
      expect(screen.getByRole('img', { name: 'Foto Budi' })).toBe(image);
      expect(image).toHaveAttribute('src', '/images/avatar.svg');
    });

    it('swaps a bundled picture that failed, though the browser names its file differently from the server', async () => {
      // a remote's bundled file: a path on the server, an absolute address from the remote's scripts
      const bundled = (src: string) => <ImageWithFallback src={src} alt="Belajar membaca" loading="eager" />;
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {}); // React's note on the differing src
      try {
        const image = await hydrateAfter(
          { complete: true, naturalWidth: 0 },
          bundled('http://localhost/remotes/x/assets/a.svg'),
          bundled('/remotes/x/assets/a.svg'),
        );
        expect(screen.getByRole('img', { name: 'Belajar membaca' })).toBe(image);
        expect(image).toHaveAttribute('src', DEFAULT_FALLBACK_SRC);
      } finally {
        consoleError.mockRestore();
      }
    });

    it('keeps a picture that had loaded before the scripts ran', async () => {
      const image = await hydrateAfter({ complete: true, naturalWidth: 120 });
      expect(image).toHaveAttribute('src', '/media/guru/7.svg');
    });

    it('keeps a picture still loading, and swaps it when it fails after the scripts ran', async () => {
      const image = await hydrateAfter({ complete: false, naturalWidth: 0 });
      expect(image).toHaveAttribute('src', '/media/guru/7.svg');
      fireEvent.error(image);
      expect(image).toHaveAttribute('src', '/images/avatar.svg');
    });
  });

  it('swaps a picture the browser already gave up on when it mounts, without an error event', () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    try {
      render(<ImageWithFallback src="/images/hilang.jpg" alt="Foto guru" fallbackSrc="/images/avatar.svg" />);
      expect(screen.getByRole('img', { name: 'Foto guru' })).toHaveAttribute('src', '/images/avatar.svg');
    } finally {
      complete.mockRestore();
    }
  });
});
