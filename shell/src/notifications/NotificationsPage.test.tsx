import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { EmailSettingsAnswer, NotificationItem, NotificationListAnswer, UserAnswer } from '@tutor/contract';
import { currentUrl, fakeFetch, renderPage } from '@tutor/testing';
import { NotificationsPage } from './NotificationsPage';

const GURU: UserAnswer = {
  data: { id: 5, nama: 'Budi', email: 'guru@contoh.id', role: 'guru', status: 'terverifikasi', kode_referral: null },
};
const item = (id: number, dibaca = true): NotificationItem => ({
  id,
  jenis: 'lamaran',
  teks: `Kabar nomor ${id}`,
  tautan: '/guru/loker-mengajar-my-application',
  waktu: '2026-11-20T03:15:00.000Z',
  dibaca,
});
const page = (ids: number[], adaLagi: boolean, unread = 0): NotificationListAnswer => ({
  data: { belum_dibaca: unread, items: ids.map((id) => item(id, id !== 40)), ada_lagi: adaLagi },
});
const SETTINGS: EmailSettingsAnswer = { data: { email_mati: ['ulasan'] } };

describe('the notifications page', () => {
  it('sends a visitor to the login page and back here afterwards', async () => {
    fakeFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Silakan masuk terlebih dahulu' } } });
    renderPage(
      <Routes>
        <Route path="/notifikasi" element={<NotificationsPage />} />
        <Route path="/login" element={<p>Halaman masuk</p>} />
      </Routes>,
      { route: '/notifikasi' },
    );
    expect(await screen.findByText('Halaman masuk')).toBeInTheDocument();
    expect(currentUrl()).toBe('/login?next=%2Fnotifikasi');
  });

  it('lists every notification page by page, and saves which kinds come by e-mail', async () => {
    const network = fakeFetch({
      'GET /api/auth/me': { body: GURU },
      'GET /api/notifikasi': (request) => ({
        body:
          request.query.get('sebelum') === '21'
            ? page([20, 19], false, 1)
            : page(
                Array.from({ length: 20 }, (_, i) => 40 - i),
                true,
                1,
              ),
      }),
      'GET /api/notifikasi/email': { body: SETTINGS },
      'PUT /api/notifikasi/email': (request) => ({ body: { data: request.body } as EmailSettingsAnswer }),
    });
    const person = userEvent.setup();
    renderPage(<NotificationsPage />, { route: '/notifikasi' });
    const list = await screen.findByRole('region', { name: 'Semua notifikasi' });
    expect(await within(list).findAllByRole('link')).toHaveLength(20);
    expect(screen.getByText('1 notifikasi belum dibaca')).toBeInTheDocument();
    await person.click(within(list).getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(22));
    expect(within(list).queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();

    const reviews = await screen.findByRole('checkbox', { name: 'Ulasan' });
    expect(reviews).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lamaran dan lowongan' })).toBeChecked();
    await person.click(screen.getByRole('checkbox', { name: 'Lamaran dan lowongan' }));
    await person.click(reviews);
    await person.click(screen.getByRole('button', { name: 'Simpan pengaturan email' }));
    expect(await screen.findByText('Pengaturan email tersimpan.')).toBeInTheDocument();
    expect(network.callsTo('PUT /api/notifikasi/email')[0]?.body).toEqual({ email_mati: ['lamaran'] });
  });

  it('brings the e-mail settings into view when a profile page links to them', async () => {
    fakeFetch({
      'GET /api/auth/me': { body: GURU },
      'GET /api/notifikasi': { body: page([3, 2, 1], false) },
      'GET /api/notifikasi/email': { body: SETTINGS },
    });
    // jsdom lays nothing out, so it has no scrollIntoView of its own: the call is what can be seen
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderPage(<NotificationsPage />, { route: '/notifikasi#email-pemberitahuan' });
      const settings = await screen.findByRole('region', { name: 'Email pemberitahuan' });
      await screen.findByRole('checkbox', { name: 'Ulasan' });
      await waitFor(() => expect(scrolled).toEqual([settings]));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
