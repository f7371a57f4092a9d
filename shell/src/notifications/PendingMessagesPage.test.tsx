import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingMessage, PendingMessageAnswer, PendingMessageList } from '@tutor/contract';
import { fakeFetch, renderPage } from '@tutor/testing';
import { PendingMessagesPage } from './PendingMessagesPage';

const VOUCHER: PendingMessage = {
  id: 4,
  saluran: 'whatsapp',
  penerima: '6281311112222',
  subjek: null,
  isi: 'Kode voucher diskon 25% Anda: DISKON-AB12',
  dibuat: '2026-11-20T03:15:00.000Z',
  percobaan: 0,
  galat: null,
};
const FAILED: PendingMessage = {
  id: 9,
  saluran: 'email',
  penerima: 'siswa@contoh.id',
  subjek: 'Pintar Privat: Pesanan PP-2611-7K3Q dibatalkan.',
  isi: 'Halo Sinta,\n\nPesanan PP-2611-7K3Q dibatalkan.',
  dibuat: '2026-11-20T04:00:00.000Z',
  percobaan: 8,
  galat: '550 Kotak surat tidak ada',
};

describe("the admin's pending messages", () => {
  it('offers each voucher as a filled WhatsApp link, shows failed e-mails, and marks one sent', async () => {
    let pending = [VOUCHER, FAILED];
    const network = fakeFetch({
      'GET /api/admin/pesan-keluar': () => ({
        body: { data: pending, pengiriman_email: 'smtp' } satisfies PendingMessageList,
      }),
      'POST /api/admin/pesan-keluar/4/terkirim': () => {
        pending = [FAILED];
        return { body: { data: VOUCHER } satisfies PendingMessageAnswer };
      },
    });
    const person = userEvent.setup();
    renderPage(<PendingMessagesPage />, { route: '/admin/pesan-keluar' });
    const voucher = await screen.findByRole('listitem', { name: 'WhatsApp ke 6281311112222' });
    const link = new URL(
      within(voucher).getByRole('link', { name: 'Kirim WhatsApp ke 6281311112222' }).getAttribute('href') as string,
    );
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/6281311112222');
    expect(link.searchParams.get('text')).toBe('Kode voucher diskon 25% Anda: DISKON-AB12');
    const failed = screen.getByRole('listitem', { name: 'Email ke siswa@contoh.id' });
    expect(
      within(failed).getByText(
        'Gagal setelah 8 kali dicoba: 550 Kotak surat tidak ada. Kirim manual, lalu tandai terkirim.',
      ),
    ).toBeVisible();

    await person.click(within(voucher).getByRole('button', { name: 'Tandai terkirim' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'WhatsApp ke 6281311112222' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: 'Email ke siswa@contoh.id' })).toBeVisible();
    expect(network.callsTo('POST /api/admin/pesan-keluar/4/terkirim')).toHaveLength(1);
  });

  it('says so when nothing waits, and offers Coba lagi when the list fails', async () => {
    const network = fakeFetch({
      'GET /api/admin/pesan-keluar': { status: 500, body: { message: 'Terjadi kesalahan' } },
    });
    const person = userEvent.setup();
    renderPage(<PendingMessagesPage />, { route: '/admin/pesan-keluar' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Pesan tertunda gagal dimuat');
    network.on('GET /api/admin/pesan-keluar', { body: { data: [], pengiriman_email: 'smtp' } });
    await person.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Tidak ada pesan tertunda')).toBeVisible();
    expect(screen.getByText('Semua pesan sudah terkirim.')).toBeVisible();
    expect(screen.getByText('Email dikirim otomatis lewat server email (SMTP).')).toBeVisible();
  });

  it('tells the truth when no SMTP server is set up: e-mails are only written to the log', async () => {
    fakeFetch({ 'GET /api/admin/pesan-keluar': { body: { data: [], pengiriman_email: 'hanya_log' } } });
    renderPage(<PendingMessagesPage />, { route: '/admin/pesan-keluar' });
    expect((await screen.findByText('Email belum dikirim ke siapa pun.')).closest('p')).toHaveTextContent(
      'Email belum dikirim ke siapa pun. Server email (SMTP) belum diatur, jadi setiap email hanya dicatat di log server.',
    );
    expect(screen.queryByText('Semua pesan sudah terkirim.')).not.toBeInTheDocument();
    expect(screen.getByText(/Email hanya tercatat di log, belum terkirim/)).toBeVisible();
  });
});
