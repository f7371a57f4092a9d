import { render, screen } from '@testing-library/react';
import { CardSkeleton, Skeleton, SkeletonGroup } from './Skeleton';

describe('Skeleton', () => {
  it('is a sized placeholder hidden from assistive technology', () => {
    const { container } = render(<Skeleton width={120} height={20} radius={4} />);
    const block = container.querySelector('.ui-skeleton') as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveStyle({ width: '120px', height: '20px', borderRadius: '4px' });
  });
});

describe('SkeletonGroup', () => {
  it('is a busy status naming what is loading, with the requested number of placeholders', () => {
    render(<SkeletonGroup label="Memuat daftar guru" count={6} renderItem={() => <CardSkeleton />} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Memuat daftar guru');
    expect(screen.getAllByTestId('skeleton-item')).toHaveLength(6);
  });

  it('passes each placeholder its index', () => {
    render(<SkeletonGroup label="Memuat" count={3} renderItem={(index) => <span>baris {index}</span>} />);
    expect(screen.getByText('baris 2')).toBeInTheDocument();
  });
});
