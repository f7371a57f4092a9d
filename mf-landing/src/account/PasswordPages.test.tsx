import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@tutor/rules';
import { fakeFetch, renderPage } from '@tutor/testing';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

describe('ForgotPasswordPage', () => {
  it("shows the server's one confirmation text", async () => {
    const network = fakeFetch({
      'POST /api/auth/lupa-password': { status: 202, body: { message: ACCOUNT_MESSAGES.resetSent } },
    });
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, { route: '/lupa-password' });
    await user.type(screen.getByLabelText('Email'), 'siapa@contoh.id');
    await user.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.resetSent);
    expect(network.callsTo('POST /api/auth/lupa-password')[0]?.body).toEqual({ email: 'siapa@contoh.id' });
  });
});

describe('ResetPasswordPage', () => {
  it('checks both passwords, sends the token and links to /login', async () => {
    const network = fakeFetch({ 'POST /api/auth/reset-password': { body: { message: ACCOUNT_MESSAGES.resetDone } } });
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, { route: '/reset-password?token=abc123' });
    await user.type(screen.getByLabelText('Kata sandi baru'), 'kata-sandi-baru');
    await user.type(screen.getByLabelText('Ulangi kata sandi baru'), 'kata-sandi-lain');
    await user.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kedua kata sandi tidak sama');

    await user.clear(screen.getByLabelText('Ulangi kata sandi baru'));
    await user.type(screen.getByLabelText('Ulangi kata sandi baru'), 'kata-sandi-baru');
    await user.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.resetDone);
    expect(screen.getByRole('link', { name: 'Masuk dengan kata sandi baru' })).toHaveAttribute('href', '/login');
    expect(network.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 'abc123',
      password: 'kata-sandi-baru',
    });
  });

  it("shows the server's refusal of an expired token", async () => {
    fakeFetch({ 'POST /api/auth/reset-password': { status: 400, body: { message: ACCOUNT_MESSAGES.resetInvalid } } });
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, { route: '/reset-password?token=lama' });
    await user.type(screen.getByLabelText('Kata sandi baru'), 'kata-sandi-baru');
    await user.type(screen.getByLabelText('Ulangi kata sandi baru'), 'kata-sandi-baru');
    await user.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetInvalid);
  });
});
