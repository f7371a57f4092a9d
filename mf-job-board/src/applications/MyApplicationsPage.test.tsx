import { screen, within } from '@testing-library/react';
import { APPLICATION_STATUS_LABELS, GENERIC_ERROR_MESSAGE } from '@tutor/rules';
import { fakeFetch, pageLoaded, renderPage, type FakeAnswer, proxyFailure } from '@tutor/testing';
import App from '../App';
import { applicationTo, applications, ENGLISH_SD, MATH_SMA, message, NO_RENEWAL_OFFERS } from '../testSupport/fixtures';

const MINE = 'GET /api/lamaran-saya';

async function openPage(answer: FakeAnswer) {
  const fake = fakeFetch({ [MINE]: answer, ...NO_RENEWAL_OFFERS });
  renderPage(<App />, { route: '/guru/loker-mengajar-my-application' });
  await pageLoaded();
  return fake;
}

const fact = (article: HTMLElement, term: string) =>
  within(article).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('my applications (/guru/loker-mengajar-my-application)', () => {
  it('has its heading and the way back to Lowongan Baru', async () => {
    await openPage(applications());

    expect(screen.getByRole('heading', { level: 1, name: 'Loker Sudah Apply' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Loker Sudah Apply \|/);
    const lists = screen.getByRole('navigation', { name: 'Halaman guru' });
    expect(within(lists).getByRole('link', { name: 'Lowongan Baru' })).toHaveAttribute('href', '/guru/loker-mengajar');
    expect(within(lists).getByRole('link', { name: 'Loker Sudah Apply' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows skeletons while loading, then each application's status in words and its opening", async () => {
    await openPage({
      ...applications(
        applicationTo(MATH_SMA, { catatan: 'Saya alumni ITB', status: 'diusulkan' }),
        applicationTo(ENGLISH_SD, { id: 502, status: 'tidak_dipilih' }),
      ),
      delay: 200,
    });
    expect(screen.getByText('Memuat lamaran').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');

    const math = await screen.findByRole('article', { name: MATH_SMA.judul_lowongan });
    expect(within(math).getByText('PP-2611-7K3Q')).toBeVisible();
    expect(within(math).getByText(APPLICATION_STATUS_LABELS.diusulkan)).toBeVisible();
    expect(within(math).getByText('Dilamar 21 November 2026 pukul 09.15 WIB')).toBeVisible();
    expect(fact(math, 'Program')).toBe('SMA');
    expect(fact(math, 'Sistem pembelajaran')).toBe('Offline');
    expect(fact(math, 'Kota')).toBe('Kota Bandung');
    expect(fact(math, 'Mulai les')).toBe('1 Desember 2026');
    expect(fact(math, 'Mata pelajaran')).toBe('Matematika, Fisika');
    expect(fact(math, 'Catatan Anda')).toBe('Saya alumni ITB');

    const english = screen.getByRole('article', { name: ENGLISH_SD.judul_lowongan });
    expect(within(english).getByText('Tidak dipilih')).toBeVisible();
    expect(fact(english, 'Kota')).toBe('-');
    expect(fact(english, 'Catatan Anda')).toBe('Tanpa catatan');
  });

  it('names every status in words', async () => {
    await openPage(
      applications(
        applicationTo(MATH_SMA, { id: 1, status: 'menunggu' }),
        applicationTo(MATH_SMA, { id: 2, status: 'diusulkan' }),
        applicationTo(MATH_SMA, { id: 3, status: 'diterima' }),
        applicationTo(MATH_SMA, { id: 4, status: 'tidak_dipilih' }),
      ),
    );
    const cards = await screen.findAllByRole('article');
    expect(
      cards.map(
        (article) => within(article).getByText(/Menunggu|Diusulkan ke siswa|Diterima|Tidak dipilih/).textContent,
      ),
    ).toEqual(['Menunggu', 'Diusulkan ke siswa', 'Diterima', 'Tidak dipilih']);
  });

  it('says there is no application yet, with a link to the board', async () => {
    await openPage(applications());
    expect(await screen.findByText('Anda belum melamar lowongan apa pun')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lihat lowongan baru' })).toHaveAttribute('href', '/guru/loker-mengajar');
  });

  it("shows the server's message, or the generic one, when the list fails", async () => {
    await openPage(message(500, 'Daftar lamaran tidak dapat dimuat'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Daftar lamaran tidak dapat dimuat');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeEnabled();
  });

  it('falls back to the generic message when the failure carries none', async () => {
    await openPage(proxyFailure(503));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGE);
  });

  it('shows the student of a paid order: name, WhatsApp, level, class, subjects, the full address and the note', async () => {
    const paid = applicationTo(MATH_SMA, {
      status: 'diterima',
      siswa: {
        nama: 'Dewi Anggraini',
        whatsapp: '6281234567004',
        jenjang: 'SMA',
        kelas: 'XI',
        mata_pelajaran: ['Matematika', 'Fisika'],
        sistem_pembelajaran: 'Offline',
        alamat: 'Jl. Melati No. 5, Tebet, Kota Jakarta Selatan, DKI Jakarta',
        catatan_guru: 'Persiapan UTBK',
      },
    });
    const online = applicationTo(ENGLISH_SD, {
      id: 502,
      status: 'diterima',
      siswa: {
        nama: 'Bima Saputra',
        whatsapp: '6281234567009',
        jenjang: 'SD',
        kelas: null,
        mata_pelajaran: ['Bahasa Inggris'],
        sistem_pembelajaran: 'Online',
        alamat: null,
        catatan_guru: '',
      },
    });
    await openPage(applications(paid, online, applicationTo(MATH_SMA, { id: 503, status: 'menunggu' })));

    const [first, second, waiting] = await screen.findAllByRole('article');
    const student = within(first as HTMLElement).getByRole('region', { name: 'Siswa: Dewi Anggraini' });
    expect(within(student).getByRole('link', { name: 'WhatsApp Dewi Anggraini' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/6281234567004\?text=.*PP-2611-7K3Q/,
    );
    expect(fact(student, 'Jenjang')).toBe('SMA · Kelas XI');
    expect(fact(student, 'Mata pelajaran')).toBe('Matematika, Fisika');
    expect(fact(student, 'Tempat les')).toBe('Jl. Melati No. 5, Tebet, Kota Jakarta Selatan, DKI Jakarta');
    expect(fact(student, 'Catatan untuk guru')).toBe('Persiapan UTBK');
    const onlineStudent = within(second as HTMLElement).getByRole('region', { name: 'Siswa: Bima Saputra' });
    expect(fact(onlineStudent, 'Jenjang')).toBe('SD');
    expect(fact(onlineStudent, 'Tempat les')).toBe('Online');
    expect(fact(onlineStudent, 'Catatan untuk guru')).toBe('Tanpa catatan');
    // before payment the teacher sees no contact
    expect(within(waiting as HTMLElement).queryByRole('region', { name: /^Siswa:/ })).not.toBeInTheDocument();
  });
});
