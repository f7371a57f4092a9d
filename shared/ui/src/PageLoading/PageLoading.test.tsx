import { render, screen } from '@testing-library/react';
import { PageLoading } from './PageLoading';

describe('PageLoading', () => {
  it('announces that the page is loading', () => {
    render(<PageLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat halaman...');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });
});
