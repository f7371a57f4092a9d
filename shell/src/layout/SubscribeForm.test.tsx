import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPage, TEST_CSRF_TOKEN } from '@tutor/testing';
import { SubscribeForm } from './SubscribeForm';

describe('SubscribeForm', () => {
  it('asks for an address before sending anything', async () => {
    const network = fakeFetch();
    renderPage(<SubscribeForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Berlangganan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Alamat email wajib diisi');
    expect(network.requests).toHaveLength(0);
  });

  it('rejects a malformed address', async () => {
    fakeFetch();
    renderPage(<SubscribeForm />);
    await userEvent.type(screen.getByLabelText('Alamat email'), 'orangtua@gmail');
    await userEvent.click(screen.getByRole('button', { name: 'Berlangganan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Format alamat email tidak valid');
    expect(screen.getByLabelText('Alamat email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('stores a valid address and shows the server message', async () => {
    const network = fakeFetch({
      'POST /api/subscribe': {
        status: 201,
        body: { message: 'Terima kasih! Email Anda sudah terdaftar untuk menerima kabar terbaru.' },
      },
    });
    renderPage(<SubscribeForm />);
    await userEvent.type(screen.getByLabelText('Alamat email'), '  ibu.sari@contoh.co.id ');
    await userEvent.click(screen.getByRole('button', { name: 'Berlangganan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Terima kasih! Email Anda sudah terdaftar');
    expect(network.callsTo('POST /api/subscribe')[0]?.body).toEqual({ email: 'ibu.sari@contoh.co.id' });
    expect(network.callsTo('POST /api/subscribe')[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    // The write carries the CSRF token the server handed out (GET /api/auth/csrf).
    expect(network.callsTo('POST /api/subscribe')[0]?.headers.get('X-CSRF-Token')).toBe(TEST_CSRF_TOKEN);
    expect(screen.getByLabelText('Alamat email')).toHaveValue('');
  });

  it('shows the server message when the server refuses', async () => {
    fakeFetch({
      'POST /api/subscribe': { status: 429, body: { message: 'Terlalu banyak permintaan, silakan coba lagi nanti' } },
    });
    renderPage(<SubscribeForm />);
    await userEvent.type(screen.getByLabelText('Alamat email'), 'ayah@contoh.id');
    await userEvent.click(screen.getByRole('button', { name: 'Berlangganan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak permintaan, silakan coba lagi nanti');
  });
});
