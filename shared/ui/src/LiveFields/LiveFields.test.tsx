import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { LiveFields } from './LiveFields';

function Form() {
  return (
    <form aria-label="Masuk">
      <LiveFields>
        <label htmlFor="email">Email</label>
        <input id="email" />
        <button type="submit">Masuk</button>
      </LiveFields>
    </form>
  );
}

describe('LiveFields', () => {
  it('is disabled, and says so, in the server HTML until hydration makes it live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Memuat formulir…');

    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(screen.getByLabelText('Email')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    container.remove();
  });

  it('is live from the first render in the browser', () => {
    render(<Form />);
    expect(screen.getByLabelText('Email')).toBeEnabled();
    expect(screen.queryByText('Memuat formulir…')).not.toBeInTheDocument();
  });
});
