import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UnavailablePanel } from './UnavailablePanel';

describe('UnavailablePanel', () => {
  it('says what is unavailable, as an alert', () => {
    render(<UnavailablePanel onRetry={() => undefined} what="Halaman blog" />);
    expect(screen.getByRole('alert', { name: 'Bagian tidak tersedia' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Halaman blog sedang tidak tersedia' })).toBeInTheDocument();
  });

  it('calls onRetry when "Coba lagi" is pressed', async () => {
    const onRetry = jest.fn();
    render(<UnavailablePanel onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Bagian ini sedang tidak tersedia' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('cannot be retried again while a retry is running', () => {
    render(<UnavailablePanel onRetry={() => undefined} retrying />);
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeDisabled();
  });
});
