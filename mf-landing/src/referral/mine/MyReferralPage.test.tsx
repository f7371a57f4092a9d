import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyReferral } from '@tutor/contract';
import { currentUrl, fakeFetch, pageLoaded, renderPage } from '@tutor/testing';
import App from '../../App';
import {
  heldAnswer,
  myReferral,
  referralAnswer,
  sessionAnswer,
  visitorAnswer,
} from '../../testSupport/referralLedgerFixtures';

async function openAs(data: MyReferral = myReferral) {
  const network = fakeFetch({
    'GET /api/auth/me': { body: sessionAnswer('siswa') },
    'GET /api/referral/saya': referralAnswer(data),
  });
  const user = userEvent.setup();
  renderPage(<App />, { route: '/referral/saya' });
  await pageLoaded();
  await screen.findByLabelText('Kode referral Anda');
  return { network, user };
}

describe('/referral/saya', () => {
  it('sends a visitor to /login and back here afterwards', async () => {
    const network = fakeFetch({ 'GET /api/auth/me': visitorAnswer });
    renderPage(<App />, { route: '/referral/saya' });
    await waitFor(() => expect(currentUrl()).toBe('/login?next=%2Freferral%2Fsaya'));
    expect(network.callsTo('GET /api/referral/saya')).toHaveLength(0);
  });

  it('shows a skeleton while loading, then the code, a WhatsApp invitation, the totals and the commissions', async () => {
    const mine = heldAnswer(() => referralAnswer(myReferral));
    fakeFetch({ 'GET /api/auth/me': { body: sessionAnswer('guru') }, 'GET /api/referral/saya': mine.handler });
    renderPage(<App />, { route: '/referral/saya' });
    await pageLoaded();
    expect(await screen.findByText('Memuat data referral')).toBeInTheDocument();
    mine.release();

    expect(await screen.findByLabelText('Kode referral Anda')).toHaveValue('RINA25');
    expect(screen.getByRole('heading', { level: 1, name: 'Referral Saya' })).toBeVisible();
    const share = screen.getByRole('link', { name: 'Bagikan lewat WhatsApp' });
    const text = new URL(share.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    expect(share.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(text).toContain('kode referral saya RINA25');
    expect(text).toContain(`${window.location.origin}/register`);

    expect(screen.getByText('Total komisi:')).toHaveTextContent('Total komisi: Rp 491.145');
    const totals = [...document.querySelectorAll('.landing-totals__item')].map((item) => [
      item.querySelector('dt')?.textContent,
      item.querySelector('.landing-totals__amount')?.textContent,
    ]);
    expect(totals).toEqual([
      ['Tertunda', 'Rp 113.715'],
      ['Dapat diklaim', 'Rp 227.430'],
      ['Dalam pencairan', 'Rp 0'],
      ['Sudah dibayar', 'Rp 150.000'],
    ]);

    const table = screen.getByRole('table', { name: 'Daftar komisi referral' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['S. W.', 'PP-2026-0042', '10%', 'Rp 227.430', 'Dapat diklaim', '21 November 2026'],
      ['B. S.', 'PP-2026-0031', '5%', 'Rp 113.715', 'Tertunda', '10 November 2026'],
      ['A. P.', 'PP-2026-0020', '10%', 'Rp 150.000', 'Dibayar', '2 Oktober 2026'],
      ['D. K.', 'PP-2026-0011', '10%', 'Rp 90.000', 'Dibatalkan', '15 September 2026'],
    ]);

    const history = screen.getByRole('list', { name: 'Riwayat pencairan' });
    expect(within(history).getByText('Rp 150.000')).toBeVisible();
    expect(within(history).getByText('BCA ••••••7890 a.n. Rina Wulandari')).toBeVisible();
    expect(within(history).getByText('Diminta 5 Oktober 2026')).toBeVisible();
    expect(within(history).getByText('Dibayar 8 Oktober 2026')).toBeVisible();
  });

  it('copies the code and says so', async () => {
    const { user } = await openAs();
    await user.click(screen.getByRole('button', { name: 'Salin kode' }));
    expect(await screen.findByText('Kode disalin')).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe('RINA25');
  });

  it('selects the code for copying by hand when the clipboard is unavailable', async () => {
    const { user } = await openAs();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Salin kode' }));
    expect(await screen.findByText(/Kode sudah dipilih\. Salin dengan Ctrl\+C/)).toBeVisible();
    const field = screen.getByLabelText<HTMLInputElement>('Kode referral Anda');
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'RINA25'.length]);
  });

  it('invites to share when there is no commission yet, and cannot pay out nothing', async () => {
    await openAs({ ...myReferral, komisi: [], total: 0, tertunda: 0, dapat_diklaim: 0, dibayar: 0, pencairan: [] });
    expect(screen.getByText(/^Belum ada komisi\. Bagikan kode Anda/)).toBeVisible();
    const cairkan = screen.getByRole('button', { name: 'Cairkan' });
    expect(cairkan).toBeDisabled();
    expect(cairkan).toHaveAccessibleDescription(/Belum ada komisi yang dapat dicairkan/);
    expect(screen.getByText('Belum ada permintaan pencairan.')).toBeVisible();
  });

  it('says the data is unavailable when it cannot be loaded', async () => {
    fakeFetch({
      'GET /api/auth/me': { body: sessionAnswer('admin') },
      'GET /api/referral/saya': { status: 500, body: { message: 'Terjadi kesalahan' } },
    });
    renderPage(<App />, { route: '/referral/saya' });
    expect(await screen.findByRole('heading', { name: 'Data referral sedang tidak tersedia' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeEnabled();
  });
});
