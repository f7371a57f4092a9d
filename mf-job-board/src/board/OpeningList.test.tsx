import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Opening } from '@tutor/contract';
import { GENERIC_ERROR_MESSAGE } from '@tutor/rules';
import {
  chooseOption,
  fakeFetch,
  pageLoaded,
  renderPage,
  type FakeAnswer,
  type FakeHandler,
  proxyFailure,
} from '@tutor/testing';
import App from '../App';
import { boardRoutes, ENGLISH_SD, MATH_SMA, message, openings } from '../testSupport/fixtures';

const OPENINGS = 'GET /guru/loker-mengajar-searching';

async function openBoard(answer?: FakeHandler | FakeAnswer) {
  const fake = fakeFetch({ ...boardRoutes(), ...(answer ? { [OPENINGS]: answer } : {}) });
  const user = userEvent.setup();
  renderPage(<App />, { route: '/guru/loker-mengajar' });
  await pageLoaded();
  return { fake, user };
}

const card = (opening: Opening) => screen.findByRole('article', { name: opening.judul_lowongan });
const titlesShown = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
/** The value a card shows under a label of its facts list. */
const fact = (article: HTMLElement, term: string) =>
  within(article).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const sentQuery = (fake: { callsTo(route: string): Array<{ query: URLSearchParams }> }, index: number) =>
  Object.fromEntries(fake.callsTo(OPENINGS)[index]?.query ?? []);

describe('the openings of the job board', () => {
  it("loads every opening at first and shows the card's fields, in the server's order (newest first)", async () => {
    const { fake } = await openBoard();

    const math = await card(MATH_SMA);
    expect(sentQuery(fake, 0)).toEqual({ type: 'json', urut: 'terbaru' });
    expect(titlesShown()).toEqual([MATH_SMA.judul_lowongan, ENGLISH_SD.judul_lowongan]);
    expect(within(math).getByText('PP-2611-7K3Q')).toBeVisible();
    expect(within(math).getByText('Diperbarui 20 November 2026 pukul 10.00 WIB')).toBeVisible();
    expect(within(math).getByText('Offline')).toBeVisible();
    expect(within(math).getByText('2 guru apply')).toBeVisible();
    expect(fact(math, 'Mulai les')).toBe('1 Desember 2026');
    expect(fact(math, 'Program')).toBe('SMA');
    expect(fact(math, 'Kurikulum')).toBe('Kurikulum Merdeka');
    expect(fact(math, 'Jumlah siswa')).toBe('2 siswa');
    expect(fact(math, 'Preferensi guru')).toBe('Guru perempuan');
    expect(fact(math, 'Provinsi')).toBe('Jawa Barat');
    expect(fact(math, 'Kota')).toBe('Kota Bandung');
    expect(fact(math, 'Mata pelajaran')).toBe('Matematika, Fisika');
    expect(within(math).getByRole('button', { name: 'Apply PP-2611-7K3Q' })).toBeEnabled();

    const english = await card(ENGLISH_SD);
    expect(within(english).getByText('Online')).toBeVisible();
    expect(fact(english, 'Kurikulum')).toBe('-');
    expect(fact(english, 'Preferensi guru')).toBe('Bebas (guru laki-laki atau perempuan)');
    expect(fact(english, 'Kota')).toBe('-');
  });

  it('shows 6 skeleton cards while the openings load', async () => {
    await openBoard({ ...openings(MATH_SMA), delay: 300 });

    const loading = screen.getByText('Memuat lowongan').closest('[role="status"]') as HTMLElement;
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getAllByTestId('skeleton-item')).toHaveLength(6);
    await card(MATH_SMA);
    expect(screen.queryByText('Memuat lowongan')).not.toBeInTheDocument();
  });

  it("says 'Data tidak ditemukan / kosong' when there is no opening", async () => {
    await openBoard(openings());
    expect(await screen.findByText('Data tidak ditemukan / kosong')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the server's message when the openings fail", async () => {
    await openBoard(message(500, 'Layanan lowongan sedang sibuk'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Layanan lowongan sedang sibuk');
  });

  it('empties the list when a search fails, with the generic message when the server gave none', async () => {
    const { user } = await openBoard(({ query }) =>
      query.get('kode_pemesanan') ? proxyFailure(502) : openings(MATH_SMA),
    );
    await card(MATH_SMA);

    await user.type(screen.getByLabelText('Kode Pemesanan'), 'PP-1');
    await user.click(screen.getByRole('button', { name: 'Cari' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGE);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('replaces the list with the result of a code search, and shows all again', async () => {
    const { fake, user } = await openBoard(({ query }) =>
      query.get('kode_pemesanan') === 'PP-2611-2B9X' ? openings(ENGLISH_SD) : openings(MATH_SMA, ENGLISH_SD),
    );
    await card(MATH_SMA);

    await user.type(screen.getByLabelText('Kode Pemesanan'), ' PP-2611-2B9X ');
    await user.click(screen.getByRole('button', { name: 'Cari' }));

    await waitFor(() => expect(titlesShown()).toEqual([ENGLISH_SD.judul_lowongan]));
    expect(sentQuery(fake, 1)).toEqual({ type: 'json', urut: 'terbaru', kode_pemesanan: 'PP-2611-2B9X' });
    expect(screen.getByText('Hasil pencarian kode PP-2611-2B9X')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Tampilkan semua lowongan' }));
    await waitFor(() => expect(titlesShown()).toHaveLength(2));
    expect(screen.getByLabelText('Kode Pemesanan')).toHaveValue('');
  });

  it('replaces the list with the filtered openings, sending the chosen ids', async () => {
    const { fake, user } = await openBoard(({ query }) =>
      query.get('program') ? openings(MATH_SMA) : openings(MATH_SMA, ENGLISH_SD),
    );
    await card(ENGLISH_SD);
    await user.click(screen.getByRole('tab', { name: 'Filter' }));

    await chooseOption(user, 'Program', 'SMA');
    await chooseOption(user, 'Sistem Pembelajaran', 'Offline');
    await chooseOption(user, 'Provinsi', 'Jawa Barat');
    await waitFor(() => expect(screen.getByLabelText('Kota')).toBeEnabled());
    await chooseOption(user, 'Kota', 'Kota Bandung');
    await user.click(screen.getByRole('button', { name: 'Terapkan Filter' }));

    await waitFor(() => expect(titlesShown()).toEqual([MATH_SMA.judul_lowongan]));
    expect(sentQuery(fake, 1)).toEqual({
      type: 'json',
      urut: 'terbaru',
      program: '16',
      sistem_pembelajaran: 'Offline',
      provinsi: '32',
      kota: '3273',
    });
    expect(screen.getByText('Hasil filter')).toBeVisible();
  });

  it('sorts by fit with urut=kecocokan, in the order the server gives', async () => {
    const { fake, user } = await openBoard(({ query }) =>
      query.get('urut') === 'kecocokan' ? openings(ENGLISH_SD, MATH_SMA) : openings(MATH_SMA, ENGLISH_SD),
    );
    await card(MATH_SMA);

    await user.selectOptions(screen.getByLabelText('Urutkan'), 'Paling cocok');

    await waitFor(() => expect(titlesShown()).toEqual([ENGLISH_SD.judul_lowongan, MATH_SMA.judul_lowongan]));
    expect(sentQuery(fake, 1)).toEqual({ type: 'json', urut: 'kecocokan' });
  });

  it('shows the fit score and its reasons behind a disclosure button', async () => {
    const { user } = await openBoard();
    const math = await card(MATH_SMA);

    expect(math).toHaveTextContent('Kecocokan 85 dari 100');
    const toggle = within(math).getByRole('button', { name: 'Alasan kecocokan' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(math).getByText('Anda mengajar jenjang SMA')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const reasons = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(MATH_SMA.alasan);
    expect(within(math).getByText('Siswa mencari guru perempuan')).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the teacher's meetings that clash with an opening, with their dates", async () => {
    const clashing: Opening = {
      ...MATH_SMA,
      bentrok: [
        { tanggal: '2026-12-07', jam: '16:00', kode: 'PP-0004' },
        { tanggal: '2026-12-14', jam: '16:00', kode: 'PP-0004' },
      ],
    };
    await openBoard(openings(clashing, ENGLISH_SD));

    const math = await card(MATH_SMA);
    const clash = within(math).getByRole('note', { name: 'Jadwal bentrok: Anda' });
    expect(clash).toHaveTextContent('Jadwal bentrok dengan 2 pertemuan Anda:');
    expect(
      within(clash)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Senin, 7 Desember 2026 pukul 16.00 WIB (pesanan PP-0004)',
      'Senin, 14 Desember 2026 pukul 16.00 WIB (pesanan PP-0004)',
    ]);
    expect(within(await card(ENGLISH_SD)).queryByRole('note')).not.toBeInTheDocument();
  });

  it('adds the next page of openings with Muat lebih banyak, sending the cursor with the same search', async () => {
    const { fake } = await openBoard(({ query }) =>
      query.get('cursor') === null
        ? { body: { data: [MATH_SMA], nextCursor: 'lowongan-2' } }
        : { body: { data: [ENGLISH_SD], nextCursor: null }, delay: 20 },
    );
    await card(MATH_SMA);
    expect(titlesShown()).toEqual([MATH_SMA.judul_lowongan]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await card(ENGLISH_SD);
    expect(titlesShown()).toEqual([MATH_SMA.judul_lowongan, ENGLISH_SD.judul_lowongan]);
    expect(sentQuery(fake, 1)).toEqual({ type: 'json', urut: 'terbaru', cursor: 'lowongan-2' });
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
  });
});
