import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserAnswer } from '@tutor/contract';
import { currentUrl, fakeFetch, renderPage, type FakeAnswer } from '@tutor/testing';
import { LoginPage } from './LoginPage';

const GURU: UserAnswer = {
  data: {
    id: 2,
    nama: 'Budi',
    email: 'guru@pintarprivat.id',
    role: 'guru',
    status: 'terverifikasi',
    kode_referral: null,
  },
};

async function fillAndSend(password = 'mengajar-bersama-2026') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'guru@pintarprivat.id');
  await user.type(screen.getByLabelText('Kata sandi'), password);
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
  return user;
}

describe('LoginPage', () => {
  it('logs in and follows a same-site next path', async () => {
    const network = fakeFetch({ 'POST /api/auth/login': { body: GURU, delay: 30 } });
    renderPage(<LoginPage />, { route: '/login?next=%2Fguru%2Fprofil' });
    expect(screen.getByRole('link', { name: 'Lupa kata sandi?' })).toHaveAttribute('href', '/lupa-password');
    expect(screen.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
    await fillAndSend();
    expect(screen.getByRole('button', { name: 'Memproses...' })).toBeDisabled();
    await waitFor(() => expect(currentUrl()).toBe('/guru/profil'));
    expect(currentUrl()).toBe('/guru/profil');
    expect(network.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'guru@pintarprivat.id',
      password: 'mengajar-bersama-2026',
    });
  });

  it("goes to the role's dashboard when next points elsewhere", async () => {
    fakeFetch({ 'POST /api/auth/login': { body: GURU } });
    renderPage(<LoginPage />, { route: '/login?next=%2F%2Fjahat.example' });
    await fillAndSend();
    await waitFor(() => expect(currentUrl()).toBe('/guru/loker-mengajar'));
    expect(currentUrl()).toBe('/guru/loker-mengajar');
  });

  it('asks for the verification code after the password of an account with two-step login', async () => {
    const answers: FakeAnswer[] = [
      { status: 401, body: { message: 'Kode verifikasi salah atau sudah dipakai' } },
      { status: 200, body: { data: { ...GURU.data, role: 'admin' } } },
    ];
    const network = fakeFetch({
      'POST /api/auth/login': { body: { data: { mfa_diperlukan: true } } },
      'POST /api/auth/login/mfa': () => answers.shift() ?? { status: 599, body: { message: 'tidak diharapkan' } },
    });
    renderPage(<LoginPage />, { route: '/login' });
    const user = await fillAndSend();
    const code = await screen.findByLabelText('Kode verifikasi');
    expect(code).toHaveFocus();
    expect(screen.queryByLabelText('Kata sandi')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kode verifikasi harus diisi');
    await user.type(code, '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kode verifikasi salah atau sudah dipakai');
    expect(currentUrl()).toBe('/login');
    await user.clear(code);
    // a recovery code goes the same way
    await user.type(code, 'abcde-fghjk{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/admin/guru'));
    expect(network.callsTo('POST /api/auth/login/mfa').map((call) => call.body)).toEqual([
      { kode: '123456' },
      { kode: 'abcde-fghjk' },
    ]);
  });

  it('goes back to the password from the code step', async () => {
    fakeFetch({ 'POST /api/auth/login': { body: { data: { mfa_diperlukan: true } } } });
    renderPage(<LoginPage />, { route: '/login' });
    const user = await fillAndSend();
    await user.click(await screen.findByRole('button', { name: 'Masuk dengan akun lain' }));
    expect(screen.getByLabelText('Kata sandi')).toHaveValue('');
  });

  it("shows the server's refusal inline and stays", async () => {
    fakeFetch({ 'POST /api/auth/login': { status: 401, body: { message: 'Email atau kata sandi salah' } } });
    renderPage(<LoginPage />, { route: '/login' });
    await fillAndSend('salah-salah');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email atau kata sandi salah');
    expect(currentUrl()).toBe('/login');
  });

  it('toggles the password between hidden and shown', async () => {
    fakeFetch();
    const user = userEvent.setup();
    renderPage(<LoginPage />, { route: '/login' });
    expect(screen.getByLabelText('Kata sandi')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Tampilkan kata sandi' }));
    expect(screen.getByLabelText('Kata sandi')).toHaveAttribute('type', 'text');
  });
});
