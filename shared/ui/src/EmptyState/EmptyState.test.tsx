import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('tells politely that there is nothing to show, with what to do next', () => {
    render(
      <EmptyState
        title="Guru tidak ditemukan"
        description="Coba ubah filter pencarian."
        action={<button type="button">Reset filter</button>}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Guru tidak ditemukan');
    expect(status).toHaveTextContent('Coba ubah filter pencarian.');
    expect(screen.getByRole('button', { name: 'Reset filter' })).toBeInTheDocument();
  });

  it('announces an error as an alert when asked', () => {
    render(<EmptyState title="Gagal memuat data" role="alert" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Gagal memuat data');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
