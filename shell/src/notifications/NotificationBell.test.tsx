import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConfirmMeetingMutation } from '@tutor/api';
import type { NotificationItem, NotificationListAnswer, UnreadAnswer, UserAnswer } from '@tutor/contract';
import { currentUrl, fakeFetch, meeting, renderPage, type FakeRequest } from '@tutor/testing';
import { NotificationBell } from './NotificationBell';

const SISWA: UserAnswer = {
  data: { id: 3, nama: 'Sinta', email: 'siswa@contoh.id', role: 'siswa', status: 'aktif', kode_referral: null },
};

const item = (id: number, teks: string, dibaca: boolean, tautan = '/siswa/pesanan/PP-2611-7K3Q'): NotificationItem => ({
  id,
  jenis: 'pesanan',
  teks,
  tautan,
  waktu: '2026-11-20T03:15:00.000Z',
  dibaca,
});
const answer = (items: NotificationItem[]): NotificationListAnswer => ({
  data: { belum_dibaca: items.filter((entry) => !entry.dibaca).length, items, ada_lagi: false },
});
const read = (items: NotificationItem[]) => items.map((entry) => ({ ...entry, dibaca: true }));

const ITEMS = [
  item(12, 'Admin mengusulkan guru untuk pesanan PP-2611-7K3Q. Silakan pilih guru Anda.', false),
  item(11, 'Pesanan PP-2611-7K3Q sudah dikonfirmasi. Kami sedang mencarikan guru untuk Anda.', false),
  item(10, 'Pesanan PP-2611-7K3Q kami terima. Admin akan menghubungi Anda dalam 1x24 jam.', true),
];

/** A server that keeps the items and marks them read as the real one does. */
function server(initial = ITEMS) {
  let items = initial;
  const network = fakeFetch({
    'GET /api/auth/me': { body: SISWA },
    'GET /api/notifikasi': () => ({ body: answer(items) }),
    'POST /api/notifikasi/baca': (request: FakeRequest) => {
      const ids = (request.body as { ids?: number[] } | undefined)?.ids;
      items = items.map((entry) => (!ids || ids.includes(entry.id) ? { ...entry, dibaca: true } : entry));
      const body: UnreadAnswer = { data: { belum_dibaca: items.filter((entry) => !entry.dibaca).length } };
      return { body };
    },
  });
  return { network, set: (next: NotificationItem[]) => void (items = next) };
}

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  jest.useRealTimers();
  setVisibility('visible');
});

describe('the notification bell', () => {
  it('is not shown to a visitor', async () => {
    const network = fakeFetch({
      'GET /api/auth/me': { status: 401, body: { message: 'Silakan masuk terlebih dahulu' } },
    });
    renderPage(<NotificationBell />);
    await waitFor(() => expect(network.callsTo('GET /api/auth/me')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /notifikasi/ })).not.toBeInTheDocument();
  });

  it('names and announces the unread count, lists the newest with the read ones dimmed, and marks all read', async () => {
    const { network } = server();
    const person = userEvent.setup();
    renderPage(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: '2 notifikasi belum dibaca' });
    expect(screen.getByRole('status')).toHaveTextContent('2 notifikasi belum dibaca');
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await person.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifikasi terbaru' });
    const links = within(panel).getAllByRole('link', { name: /PP-2611-7K3Q/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/siswa/pesanan/PP-2611-7K3Q',
      '/siswa/pesanan/PP-2611-7K3Q',
      '/siswa/pesanan/PP-2611-7K3Q',
    ]);
    expect(links[0]).toHaveTextContent('Belum dibaca: Admin mengusulkan guru');
    expect(links[0]).toHaveTextContent('20 November 2026 pukul 10.15 WIB');
    expect(links[2]?.closest('li')).toHaveClass('shell-notifications__item--read');
    expect(links[0]?.closest('li')).not.toHaveClass('shell-notifications__item--read');
    expect(within(panel).getByRole('link', { name: 'Lihat semua notifikasi' })).toHaveAttribute('href', '/notifikasi');

    await person.click(within(panel).getByRole('button', { name: 'Tandai semua dibaca' }));
    expect(await screen.findByRole('button', { name: 'Tidak ada notifikasi belum dibaca' })).toBeInTheDocument();
    expect(network.callsTo('POST /api/notifikasi/baca')[0]?.body).toEqual({});
    expect(within(panel).getByRole('button', { name: 'Tandai semua dibaca' })).toBeDisabled();
  });

  it('following a notification marks it read and lands on its page', async () => {
    const { network } = server();
    const person = userEvent.setup();
    renderPage(<NotificationBell />, { route: '/siswa/dashbord' });
    await person.click(await screen.findByRole('button', { name: '2 notifikasi belum dibaca' }));
    await person.click(screen.getByRole('link', { name: /Admin mengusulkan guru/ }));
    expect(currentUrl()).toBe('/siswa/pesanan/PP-2611-7K3Q');
    await waitFor(() =>
      expect(network.callsTo('POST /api/notifikasi/baca').map((request) => request.body)).toEqual([{ ids: [12] }]),
    );
    expect(await screen.findByRole('button', { name: '1 notifikasi belum dibaca' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows an empty list, and a failed one with Coba lagi', async () => {
    const network = fakeFetch({
      'GET /api/auth/me': { body: SISWA },
      'GET /api/notifikasi': { status: 500, body: { message: 'Terjadi kesalahan' } },
    });
    const person = userEvent.setup();
    renderPage(<NotificationBell />);
    await person.click(await screen.findByRole('button', { name: 'Tidak ada notifikasi belum dibaca' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifikasi gagal dimuat');
    network.on('GET /api/notifikasi', { body: answer([]) });
    await person.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Belum ada notifikasi')).toBeInTheDocument();
  });

  it('asks again every minute while the tab is visible, never while it is hidden, and at once when it shows again', async () => {
    jest.useFakeTimers();
    const { network, set } = server();
    renderPage(<NotificationBell />);
    await screen.findByRole('button', { name: '2 notifikasi belum dibaca' });
    const calls = () => network.callsTo('GET /api/notifikasi').length;
    const before = calls();

    set([item(13, 'Pembayaran pesanan PP-2611-7K3Q tercatat.', false), ...ITEMS]);
    await act(async () => jest.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('button', { name: '3 notifikasi belum dibaca' })).toBeInTheDocument();
    expect(calls()).toBe(before + 1);

    act(() => setVisibility('hidden'));
    const hiddenAt = calls();
    await act(async () => jest.advanceTimersByTimeAsync(5 * 60_000));
    expect(calls()).toBe(hiddenAt);

    set(read(ITEMS));
    act(() => setVisibility('visible'));
    expect(await screen.findByRole('button', { name: 'Tidak ada notifikasi belum dibaca' })).toBeInTheDocument();
    expect(calls()).toBe(hiddenAt + 1);
  });

  it('asks again when the user acts anywhere on the site (a write of the shared api)', async () => {
    function ConfirmButton() {
      const [confirm] = useConfirmMeetingMutation();
      return (
        <button type="button" onClick={() => void confirm(7)}>
          Konfirmasi pertemuan
        </button>
      );
    }
    const { network, set } = server();
    network.on('POST /api/pertemuan/7/konfirmasi', { body: { data: meeting(7, 'selesai') } });
    const person = userEvent.setup();
    renderPage(
      <>
        <NotificationBell />
        <ConfirmButton />
      </>,
    );
    await screen.findByRole('button', { name: '2 notifikasi belum dibaca' });
    set([item(14, 'Pertemuan ke-1 pesanan PP-2611-7K3Q dikonfirmasi.', false), ...ITEMS]);
    await person.click(screen.getByRole('button', { name: 'Konfirmasi pertemuan' }));
    expect(await screen.findByRole('button', { name: '3 notifikasi belum dibaca' })).toBeInTheDocument();
  });
});
