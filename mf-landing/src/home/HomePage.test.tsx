import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, fakeFetch, type FakeAnswer, type FakeHandler, pageLoaded } from '@tutor/testing';
import { DEFAULT_PERSON_PICTURE } from '@tutor/ui/ImageWithFallback';
import App from '../App';
import { CUSTOMER_FAQ } from '../content/faqCustomers';
import { homeRoutes } from '../testSupport/homeNetwork';

function fakeHomeNetwork(overrides: Record<string, FakeAnswer | FakeHandler> = {}) {
  return fakeFetch({ ...homeRoutes(), ...overrides });
}

async function renderHome() {
  const network = fakeHomeNetwork();
  renderPage(<App />, { route: '/' });
  await pageLoaded();
  await screen.findByRole('link', { name: 'Tips Belajar Matematika agar Anak Tidak Takut Angka' });
  // every server-fed section has arrived once none shows its loading status (the answers may come
  // in any order; the blog teasers are not always the last)
  await waitFor(() => expect(screen.queryAllByRole('status', { busy: true })).toHaveLength(0));
  return network;
}

describe('Home page', () => {
  it("shows one h1 and every section of the page, in the product's order", async () => {
    await renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Les Privat ke Rumah dan Online dengan Guru Terbaik',
    );
    await screen.findByRole('heading', { level: 2, name: 'Guru Terbaik Bulan Ini' });
    const sectionTitles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sectionTitles).toEqual([
      'Pintar Privat dalam Angka',
      'Kenapa Belajar di Pintar Privat?',
      'Program Les Privat',
      'Semua Kurikulum',
      'Les Offline dan Online',
      'Pilihan Paket Les',
      'Layanan Privat dan Grup',
      'Guru Terbaik Bulan Ini',
      'Lebih dari 40 Mata Pelajaran',
      'Mitra Universitas dan Sekolah',
      'Testimoni Siswa dan Orang Tua',
      'Kegiatan Belajar',
      'Ulasan untuk Guru Kami',
      'Cara Pesan Les Privat',
      'Video Panduan Pendaftaran',
      'Punya keahlian mengajar? Jadilah pengajar di Pintar Privat',
      'Diliput Media',
      'Artikel Terbaru',
      'Pertanyaan yang Sering Diajukan',
    ]);
  });

  it('links to the fee search, teacher search, testimonials, blog, login and the teacher page', async () => {
    await renderHome();
    expect(screen.getByRole('link', { name: 'Cek Biaya Les' })).toHaveAttribute('href', '/biaya-les');
    expect(screen.getByRole('link', { name: 'Lihat guru lainnya' })).toHaveAttribute('href', '/cari-pengajar');
    expect(screen.getByRole('link', { name: 'Baca Ulasan Lainnya' })).toHaveAttribute('href', '/testimoni');
    expect(screen.getByRole('link', { name: 'Lihat blog lainnya' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Pesan Sekarang' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Gabung Jadi Pengajar' })).toHaveAttribute('href', '/jadi-pengajar');
    expect(screen.getByRole('link', { name: 'Tips Belajar Matematika agar Anak Tidak Takut Angka' })).toHaveAttribute(
      'href',
      '/blog/tips-belajar-matematika',
    );
  });

  it('orders through WhatsApp with a prefilled message', async () => {
    await renderHome();
    const order = screen.getByRole('link', { name: 'Pesan Les via WhatsApp' });
    const url = new URL(order.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toMatch(/^https:\/\/wa\.me\/62\d+$/);
    expect(url.searchParams.get('text')).toContain('saya ingin memesan les privat');
    expect(order).toHaveAttribute('target', '_blank');
  });

  it('lets each program card open the fee search with that program chosen', async () => {
    await renderHome();
    const programs = screen.getByRole('region', { name: 'Program les' });
    expect(within(programs).getByRole('link', { name: 'Cek biaya les SMP' })).toHaveAttribute(
      'href',
      '/biaya-les?program=15',
    );
  });

  it('shows the customers FAQ: 15 questions, the first open, one open at a time', async () => {
    await renderHome();
    const faq = screen.getByRole('region', { name: 'Pertanyaan yang Sering Diajukan' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(15);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(CUSTOMER_FAQ[0]?.answer ?? '')).toBeVisible();

    await userEvent.click(within(faq).getByRole('button', { name: 'Apakah ada biaya pendaftaran?' }));
    expect(within(faq).getByText(/membayar biaya pendaftaran Rp 50\.000 satu kali/)).toBeVisible();
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(faq)
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(1);
  });

  it('shows testimonials with a fallback picture when a photo cannot load', async () => {
    await renderHome();
    const testimonials = screen.getByRole('region', { name: 'Testimoni' });
    const photo = within(testimonials).getByRole('img', { name: 'Foto Fajar, siswa SMA' });
    expect(photo).toHaveAttribute('src', '/media/testimoni/12.svg');
    fireEvent.error(photo);
    expect(photo).toHaveAttribute('src', DEFAULT_PERSON_PICTURE);
  });

  it('shows teacher reviews in pairs, a lone review when the second is missing', async () => {
    await renderHome();
    const reviews = screen.getByRole('region', { name: 'Ulasan guru' });
    expect(
      within(reviews)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Ibu Dewi', 'Bapak Hendra', 'Nadia Putri']);
  });
});
