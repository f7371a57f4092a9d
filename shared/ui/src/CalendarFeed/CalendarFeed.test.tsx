import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarFeed, type CalendarFeedProps } from './CalendarFeed';

const READY: CalendarFeedProps = {
  url: 'https://contoh.id/api/kalender/rahasia.ics',
  loading: false,
  loadProblem: null,
  retry: jest.fn(),
  renew: jest.fn(),
  renewing: false,
  renewProblem: null,
  renewed: false,
};

describe('CalendarFeed', () => {
  it('links the feed, shows its URL and asks for a new one', async () => {
    const renew = jest.fn();
    render(<CalendarFeed {...READY} renew={renew} />);

    expect(screen.getByRole('region', { name: 'Kalender pertemuan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tambahkan ke kalender' })).toHaveAttribute('href', READY.url);
    expect(screen.getByLabelText('URL kalender')).toHaveValue(READY.url);
    await userEvent.click(screen.getByRole('button', { name: 'Buat URL baru' }));
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('says a new URL was made and the old one no longer works', () => {
    render(<CalendarFeed {...READY} renewed />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'URL kalender baru sudah dibuat. URL lama tidak berlaku lagi.',
    );
  });

  it('shows a placeholder while loading, and the problem with a retry', async () => {
    const { rerender } = render(<CalendarFeed {...READY} url={undefined} loading />);
    expect(screen.getByText('Memuat tautan kalender')).toBeInTheDocument();

    const retry = jest.fn();
    rerender(<CalendarFeed {...READY} url={undefined} loadProblem="Kalender tidak ditemukan" retry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Kalender tidak ditemukan');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of a new URL", () => {
    render(<CalendarFeed {...READY} renewProblem="Terjadi kesalahan" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Terjadi kesalahan');
  });
});
