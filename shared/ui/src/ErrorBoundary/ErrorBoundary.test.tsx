import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch } from '@tutor/testing';
import { useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('data rusak');
  return <p>Konten tampil</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    shouldThrow = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the fallback, reports the error with its component stack, and renders again on retry', async () => {
    const network = fakeFetch({ 'POST /api/log': { status: 202, body: { message: 'Laporan diterima' } } });
    const onRetry = jest.fn();
    render(
      <ErrorBoundary source="tes.blok" onRetry={onRetry} fallback={(retry) => <button onClick={retry}>Muat ulang blok</button>}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Muat ulang blok' })).toBeInTheDocument();
    await screen.findByRole('button');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const report = network.callsTo('POST /api/log')[0]?.body as { message: string; source: string; componentStack: string };
    expect(report).toMatchObject({ message: 'data rusak', source: 'tes.blok' });
    expect(report.componentStack).toContain('Fragile');

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Muat ulang blok' }));
    expect(screen.getByText('Konten tampil')).toBeInTheDocument();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('leaves healthy children alone', () => {
    shouldThrow = false;
    function Page() {
      const [count] = useState(1);
      return (
        <ErrorBoundary source="tes.sehat" fallback={() => <p>gagal</p>}>
          <p>Blok {count}</p>
        </ErrorBoundary>
      );
    }
    render(<Page />);
    expect(screen.getByText('Blok 1')).toBeInTheDocument();
  });
});
