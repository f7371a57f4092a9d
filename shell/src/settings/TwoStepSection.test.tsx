import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MfaStatus } from '@tutor/contract';
import { fakeFetch, renderPage, type FakeAnswer } from '@tutor/testing';
import { TwoStepSection } from './TwoStepSection';

const status = (aktif: boolean, wajib = false, left = 0) => ({
  body: { data: { aktif, wajib, kode_cadangan_tersisa: left } satisfies MfaStatus },
});
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `kode${i}-cadan`);

describe('the two-step login section', () => {
  it('enables it: QR and key, a wrong code is shown, the right one answers the recovery codes once', async () => {
    const statuses = [status(false), status(true, false, 10)];
    const enables: FakeAnswer[] = [
      { status: 400, body: { message: 'Kode verifikasi salah atau sudah dipakai' } },
      { body: { data: { kode_cadangan: CODES } } },
    ];
    const network = fakeFetch({
      'GET /api/auth/mfa': () => statuses.shift() ?? status(true, false, 10),
      'POST /api/auth/mfa/daftar': {
        body: {
          data: { secret: SECRET, otpauth_url: `otpauth://totp/Pintar%20Privat:a%40contoh.id?secret=${SECRET}` },
        },
      },
      'POST /api/auth/mfa/aktifkan': () => enables.shift() ?? { status: 599, body: { message: 'tidak diharapkan' } },
    });
    const person = userEvent.setup();
    renderPage(<TwoStepSection />);
    const section = await screen.findByRole('region', { name: 'Verifikasi dua langkah' });
    await person.click(await within(section).findByRole('button', { name: 'Aktifkan verifikasi dua langkah' }));
    expect(await within(section).findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    const code = within(section).getByLabelText('Kode verifikasi');
    await person.click(within(section).getByRole('button', { name: 'Aktifkan' }));
    expect(await within(section).findByText('Kode verifikasi harus diisi')).toBeInTheDocument();
    await person.type(code, '111111{Enter}');
    expect(await within(section).findByText('Kode verifikasi salah atau sudah dipakai')).toBeInTheDocument();
    await person.clear(code);
    await person.type(code, '222222{Enter}');
    const codes = await within(section).findByRole('region', { name: 'Kode cadangan' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(network.callsTo('POST /api/auth/mfa/aktifkan').map((call) => call.body)).toEqual([
      { kode: '111111' },
      { kode: '222222' },
    ]);
    await person.click(within(codes).getByRole('button', { name: 'Salin kode' }));
    expect(await within(codes).findByRole('status')).toHaveTextContent(/tersalin|manual/);
    await person.click(within(codes).getByRole('button', { name: 'Saya sudah menyimpan kodenya' }));
    // shown once: afterwards only the status, with the codes left
    expect(await within(section).findByText(/Kode cadangan tersisa: 10/)).toBeInTheDocument();
    expect(within(section).queryByText(CODES[0] ?? '')).not.toBeInTheDocument();
  });

  it('lets a student switch it off with a code, and tells an admin it is required', async () => {
    fakeFetch({
      'GET /api/auth/mfa': status(true, false, 7),
      'POST /api/auth/mfa/nonaktifkan': { body: { message: 'Verifikasi dua langkah dinonaktifkan' } },
    });
    const person = userEvent.setup();
    const { unmount } = renderPage(<TwoStepSection />);
    await person.type(await screen.findByLabelText('Kode verifikasi'), 'abcde-fghjk');
    await person.click(screen.getByRole('button', { name: 'Nonaktifkan' }));
    expect(await screen.findByText('Verifikasi dua langkah dinonaktifkan.')).toBeInTheDocument();
    unmount();

    fakeFetch({ 'GET /api/auth/mfa': status(true, true, 10) });
    renderPage(<TwoStepSection />);
    expect(await screen.findByText(/wajib memakai verifikasi dua langkah, jadi tidak dapat/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nonaktifkan' })).not.toBeInTheDocument();
  });

  it('offers a retry when the status cannot be loaded', async () => {
    fakeFetch({ 'GET /api/auth/mfa': { status: 503, body: { message: 'Layanan sedang sibuk' } } });
    renderPage(<TwoStepSection />);
    await waitFor(() => expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeInTheDocument());
  });
});
