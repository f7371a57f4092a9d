import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, fakeFetch, renderPage, shownValueOf, pageLoaded, LOG_RECEIVED } from '@tutor/testing';
import { LIST_PAGE_MESSAGES } from '@tutor/rules';
import App from '../App';
import { wizardRoutes } from '../testSupport/fixtures';
import { notReviewableYet, SUMMARY } from '../testSupport/orders';

describe('student dashboard (/siswa/dashbord)', () => {
  it('has its heading, title and the Pilih Program button to the wizard', async () => {
    fakeFetch(wizardRoutes());
    renderPage(<App />, { route: '/siswa/dashbord' });
    await pageLoaded();

    expect(screen.getByRole('heading', { level: 1, name: 'Dasbor Siswa' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Dasbor Siswa \|/);
    expect(screen.getByRole('link', { name: 'Pilih Program' })).toHaveAttribute('href', '/siswa/pemesanan-les');
    expect(await screen.findByRole('link', { name: 'SD' })).toBeInTheDocument();
    // e-mail per kind is turned off in one place for every account, which this page leads to
    const email = screen.getByRole('region', { name: 'Email pemberitahuan' });
    expect(within(email).getByRole('link', { name: 'Atur email pemberitahuan' })).toHaveAttribute(
      'href',
      '/notifikasi#email-pemberitahuan',
    );
  });

  it('shows a placeholder while the programs load', async () => {
    fakeFetch({
      'GET /api/select2/master/jenjang': { body: { data: [{ value: 14, label: 'SD' }] }, delay: 50 },
      'GET /api/pesanan': { body: { data: [], nextCursor: null } },
    });
    renderPage(<App />, { route: '/siswa/dashbord' });
    await pageLoaded();

    expect(screen.getByText('Memuat daftar program')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'SD' })).toBeInTheDocument();
    expect(screen.queryByText('Memuat daftar program')).not.toBeInTheDocument();
  });

  it('links each program into the wizard, which opens with that level chosen', async () => {
    fakeFetch(wizardRoutes());
    const user = userEvent.setup();
    renderPage(<App />, { route: '/siswa/dashbord' });
    await pageLoaded();

    const shortcut = await screen.findByRole('link', { name: 'SMP' });
    expect(shortcut).toHaveAttribute('href', '/siswa/pemesanan-les?jenjang=15');
    await user.click(shortcut);

    expect(currentUrl()).toBe('/siswa/pemesanan-les?jenjang=15');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pemesanan Les' })).toBeInTheDocument();
    await waitFor(() => expect(shownValueOf('Jenjang')).toBe('SMP'));
  });

  it('logs a failed program list and still offers the Pilih Program button', async () => {
    const fake = fakeFetch({
      'GET /api/select2/master/jenjang': { status: 500, body: { message: 'gagal' } },
      'GET /api/pesanan': { body: { data: [], nextCursor: null } },
      'POST /api/log': LOG_RECEIVED,
    });
    renderPage(<App />, { route: '/siswa/dashbord' });
    await pageLoaded();

    expect(await screen.findByText(/Daftar program belum bisa dimuat/)).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('POST /api/log')).toHaveLength(1));
    expect(fake.callsTo('POST /api/log')[0]?.body).toMatchObject({ source: 'student-dashboard: jenjang' });
    expect(screen.getByRole('link', { name: 'Pilih Program' })).toBeInTheDocument();
  });

  it('lists the orders with status in words, next meeting and total, each linking to its page', async () => {
    fakeFetch({
      ...wizardRoutes(),
      ...notReviewableYet('PL-2610-0001'),
      'GET /api/pesanan': {
        body: {
          data: [SUMMARY, { ...SUMMARY, kode: 'PL-2610-0001', status: 'selesai', pertemuan_berikutnya: null }],
          nextCursor: null,
        },
      },
    });
    renderPage(<App />, { route: '/siswa/dashbord' });
    await pageLoaded();

    const link = await screen.findByRole('link', { name: `Pesanan ${SUMMARY.kode}` });
    expect(link).toHaveAttribute('href', `/siswa/pesanan/${SUMMARY.kode}`);
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByText('Menunggu konfirmasi admin')).toBeInTheDocument();
    expect(within(card).getByText('Super · SMP · Offline')).toBeInTheDocument();
    expect(within(card).getByText('7 Desember 2026 pukul 16:00 (Matematika)')).toBeInTheDocument();
    expect(within(card).getByText('Rp 620.000')).toBeInTheDocument();
    const done = screen.getByRole('link', { name: 'Pesanan PL-2610-0001' }).closest('li') as HTMLElement;
    expect(within(done).getByText('Selesai')).toBeInTheDocument();
    expect(within(done).getByText('Belum terjadwal')).toBeInTheDocument();
  });

  it('shows the teacher and sisa pertemuan of a paid order, and a finished one as done', async () => {
    const teacher = { id: 31, nama: 'Rina Wulandari', foto: '/storage/guru/31.jpg', whatsapp: '6281234500031' };
    fakeFetch({
      ...wizardRoutes(),
      ...notReviewableYet(SUMMARY.kode),
      ...notReviewableYet('PL-2610-0001'),
      'GET /api/pesanan': {
        body: {
          data: [
            { ...SUMMARY, status: 'aktif', guru: teacher, sisa_pertemuan: 3 },
            {
              ...SUMMARY,
              kode: 'PL-2610-0001',
              status: 'selesai',
              pertemuan_berikutnya: null,
              guru: teacher,
              sisa_pertemuan: 0,
            },
          ],
          nextCursor: null,
        },
      },
    });
    renderPage(<App />, { route: '/siswa/dashbord' });
    await pageLoaded();

    const active = (await screen.findByRole('link', { name: `Pesanan ${SUMMARY.kode}` })).closest('li') as HTMLElement;
    expect(within(active).getByText('Aktif')).toBeInTheDocument();
    expect(within(active).getByText('Rina Wulandari')).toBeInTheDocument();
    expect(within(active).getByRole('img', { name: 'Foto Rina Wulandari' })).toHaveAttribute(
      'src',
      '/storage/guru/31.jpg',
    );
    expect(within(active).getByRole('link', { name: 'WhatsApp Rina Wulandari' })).toHaveAttribute(
      'href',
      'https://wa.me/6281234500031',
    );
    expect(within(active).getByText('3 pertemuan')).toBeInTheDocument();
    const done = screen.getByRole('link', { name: 'Pesanan PL-2610-0001' }).closest('li') as HTMLElement;
    expect(within(done).getByText('Selesai')).toBeInTheDocument();
    expect(within(done).getByText('Semua pertemuan selesai')).toBeInTheDocument();
  });

  it('shows no teacher before an order is paid', async () => {
    fakeFetch({ ...wizardRoutes(), 'GET /api/pesanan': { body: { data: [SUMMARY], nextCursor: null } } });
    renderPage(<App />, { route: '/siswa/dashbord' });
    await pageLoaded();

    const card = (await screen.findByRole('link', { name: `Pesanan ${SUMMARY.kode}` })).closest('li') as HTMLElement;
    expect(within(card).queryByText('Guru')).not.toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(within(card).queryByText('Sisa pertemuan')).not.toBeInTheDocument();
  });

  it('shows a placeholder while the orders load, and the empty state with a way to order', async () => {
    fakeFetch({ ...wizardRoutes(), 'GET /api/pesanan': { body: { data: [], nextCursor: null }, delay: 50 } });
    renderPage(<App />, { route: '/siswa/dashbord' });
    await pageLoaded();

    expect(screen.getByText('Memuat daftar pesanan')).toBeInTheDocument();
    expect(await screen.findByText('Belum ada pesanan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pesan Les Sekarang' })).toHaveAttribute('href', '/siswa/pemesanan-les');
  });

  it('tells when the orders cannot be loaded, with a retry', async () => {
    fakeFetch({
      ...wizardRoutes(),
      'GET /api/pesanan': { status: 500, body: { message: 'gagal' } },
      'POST /api/log': LOG_RECEIVED,
    });
    renderPage(<App />, { route: '/siswa/dashbord' });
    await pageLoaded();

    expect(await screen.findByRole('heading', { name: 'Daftar pesanan sedang tidak tersedia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('adds the next page of orders with Muat lebih banyak, says when it fails, and hides the button after the last page', async () => {
    const second = { ...SUMMARY, kode: 'PL-2609-0002' };
    let failNext = true;
    const network = fakeFetch({
      ...wizardRoutes(),
      'GET /api/pesanan': ({ query }) => {
        if (query.get('cursor') === null) return { body: { data: [SUMMARY], nextCursor: 'halaman-2' } };
        if (failNext) {
          failNext = false;
          return { status: 500, body: { message: 'gagal' } };
        }
        return { body: { data: [second], nextCursor: null }, delay: 20 };
      },
      'POST /api/log': LOG_RECEIVED,
    });
    const user = userEvent.setup();
    renderPage(<App />, { route: '/siswa/dashbord' });
    await pageLoaded();
    await screen.findByRole('link', { name: `Pesanan ${SUMMARY.kode}` });
    expect(screen.queryByRole('link', { name: `Pesanan ${second.kode}` })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LIST_PAGE_MESSAGES.loadMoreFailed);
    // the loaded page stays
    expect(screen.getByRole('link', { name: `Pesanan ${SUMMARY.kode}` })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    expect(await screen.findByRole('link', { name: `Pesanan ${second.kode}` })).toBeVisible();
    expect(screen.getByRole('link', { name: `Pesanan ${SUMMARY.kode}` })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
    expect(network.callsTo('GET /api/pesanan').map((request) => request.query.get('cursor'))).toEqual([
      null,
      'halaman-2',
      'halaman-2',
    ]);
  });
});
