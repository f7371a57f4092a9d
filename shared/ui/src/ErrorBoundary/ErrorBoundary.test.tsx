import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    const report = jest.fn();
    const onRetry = jest.fn();
    render(
      <ErrorBoundary
        source="tes.blok"
        report={report}
        onRetry={onRetry}
        fallback={(retry) => <button onClick={retry}>Muat ulang blok</button>}
      >
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Muat ulang blok' })).toBeInTheDocument();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toMatchObject({ message: 'data rusak', source: 'tes.blok' });
    expect(report.mock.calls[0]?.[0].componentStack).toContain('Fragile');

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
        <ErrorBoundary report={jest.fn()} source="tes.sehat" fallback={() => <p>gagal</p>}>
          <p>Blok {count}</p>
        </ErrorBoundary>
      );
    }
    render(<Page />);
    expect(screen.getByText('Blok 1')).toBeInTheDocument();
  });
});
