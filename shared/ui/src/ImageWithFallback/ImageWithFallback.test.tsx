import { fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_FALLBACK_SRC, ImageWithFallback } from './ImageWithFallback';

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
    render(<ImageWithFallback src="/images/hilang.jpg" alt="Foto guru" fallbackSrc="/images/avatar.svg" onError={onError} />);
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
});
