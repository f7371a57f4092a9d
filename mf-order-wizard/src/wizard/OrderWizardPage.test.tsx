import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@tutor/api';
import { chooseOption, currentUrl, fakeFetch, renderPage, shownValueOf, pageLoaded } from '@tutor/testing';
import App from '../App';
import { wizardRoutes } from '../testSupport/fixtures';

const WIZARD = '/siswa/pemesanan-les';

beforeEach(() => sessionStorage.clear());

async function openWizard(route = WIZARD) {
  const fake = fakeFetch(wizardRoutes());
  const user = userEvent.setup();
  const view = renderPage(<App />, { route });
  await pageLoaded();
  await screen.findByRole('radio', { name: 'Super' });
  return { fake, user, ...view };
}

function stepper() {
  return screen.getByRole('navigation', { name: 'Langkah pemesanan' });
}

describe('order wizard, step 1 (Paket dan Program)', () => {
  it('shows the heading, the four steps with step 1 current, and Back disabled', async () => {
    await openWizard();

    expect(screen.getByRole('heading', { level: 1, name: 'Pemesanan Les' })).toBeInTheDocument();
    const steps = within(stepper()).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1 Paket dan Program',
      '2 Waktu Les',
      '3 Lokasi',
      '4 Informasi Tambahan',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps.slice(1).every((step) => !step.hasAttribute('aria-current'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Selanjutnya' })).toBeEnabled();
    expect(document.title).toMatch(/^Pemesanan Les \|/);
  });

  it('offers the packages as radio cards with their "Mulai Dari" prices, the first one chosen', async () => {
    await openWizard();

    const superPackage = screen.getByRole('radio', { name: 'Super' });
    expect(superPackage).toBeChecked();
    expect(superPackage).toHaveAccessibleDescription(
      /4 pertemuan\s*Mulai Dari\s*Harga normal Rp 600\.000\s*Rp 450\.000/,
    );
    expect(screen.getByRole('radio', { name: 'Super Intensif' })).toHaveAccessibleDescription(/Rp 1\.350\.000/);
    expect(screen.getByRole('radio', { name: 'Offline Guru datang ke rumah' })).toBeChecked();
  });

  it('refuses Next without a level and says why', async () => {
    const { user } = await openWizard();

    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Silahkan pilih jenjang pendidikan terlebih dahulu');
    expect(within(stepper()).getByText('Paket dan Program').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByLabelText('Jenjang')).toHaveAttribute('aria-invalid', 'true');

    await chooseOption(user, 'Jenjang', 'SD');
    expect(screen.queryByText('Silahkan pilih jenjang pendidikan terlebih dahulu')).not.toBeInTheDocument();
  });

  it('loads curriculum and class for the level and defaults to their first options', async () => {
    const { user, fake } = await openWizard();
    expect(screen.queryByLabelText('Kurikulum')).not.toBeInTheDocument();

    await chooseOption(user, 'Jenjang', 'SD');

    await waitFor(() => expect(shownValueOf('Kurikulum')).toBe('Nasional'));
    expect(shownValueOf('Kelas')).toBe('Kelas 1');
    expect(fake.callsTo('GET /api/select2/master/kurikulum')[0]?.query.get('jenjang_id')).toBe('14');

    await chooseOption(user, 'Kelas', 'Kelas 4');
    expect(shownValueOf('Kelas')).toBe('Kelas 4');
  });

  it('hides curriculum and class for a level without them', async () => {
    const { user, fake } = await openWizard();

    await chooseOption(user, 'Jenjang', 'Komputer');

    await waitFor(() => expect(fake.callsTo('GET /api/select2/master/kelas')).toHaveLength(1));
    expect(shownValueOf('Jenjang')).toBe('Komputer');
    expect(screen.queryByLabelText('Kurikulum')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Kelas')).not.toBeInTheDocument();
  });

  it('offers an online-only level only for Online, and drops it when Offline is chosen again', async () => {
    const { user } = await openWizard();
    await user.click(screen.getByLabelText('Jenjang'));
    expect(screen.queryByRole('option', { name: 'Olimpiade/OSN' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('radio', { name: /^Online/ }));
    await chooseOption(user, 'Jenjang', 'Olimpiade/OSN');
    expect(shownValueOf('Jenjang')).toBe('Olimpiade/OSN');

    await user.click(screen.getByRole('radio', { name: /^Offline/ }));
    await waitFor(() => expect(shownValueOf('Jenjang')).toBe('Pilih Jenjang'));
    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
    expect(await screen.findByText('Silahkan pilih jenjang pendidikan terlebih dahulu')).toBeInTheDocument();
  });

  it('resets level, curriculum and class when the package changes', async () => {
    const { user } = await openWizard();
    await chooseOption(user, 'Jenjang', 'SD');
    await waitFor(() => expect(shownValueOf('Kurikulum')).toBe('Nasional'));

    await user.click(screen.getByRole('radio', { name: 'Intensif' }));

    expect(screen.getByRole('radio', { name: 'Intensif' })).toBeChecked();
    expect(shownValueOf('Jenjang')).toBe('Pilih Jenjang');
    expect(screen.queryByLabelText('Kurikulum')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Kelas')).not.toBeInTheDocument();
  });

  it('reads the jenjang list through the shared cache: one request with the XMLHttpRequest header', async () => {
    const fake = fakeFetch(wizardRoutes());
    const user = userEvent.setup();
    renderPage(<App />, { route: '/siswa/dashbord' });
    await pageLoaded();
    await screen.findByRole('link', { name: 'SD' });

    await user.click(screen.getByRole('link', { name: 'Pilih Program' }));
    await screen.findByRole('radio', { name: 'Super' });
    await chooseOption(user, 'Jenjang', 'SMP');

    const levelCalls = fake.callsTo('GET /api/select2/master/jenjang');
    expect(levelCalls).toHaveLength(1);
    expect(levelCalls[0]?.query.get('mode')).toBe('all');
    expect(levelCalls[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('tells the truth when the package list fails, and retries', async () => {
    const fake = fakeFetch({
      ...wizardRoutes(),
      'GET /api/landing/searching-biaya-les/default': { status: 500, body: { message: 'gagal' } },
    });
    const user = userEvent.setup();
    renderPage(<App />, { route: WIZARD });
    await pageLoaded();

    expect(
      await screen.findByText('Terjadi kesalahan, silahkan hubungi admin untuk informasi lebih lanjut'),
    ).toBeInTheDocument();
    fake.on('GET /api/landing/searching-biaya-les/default', { body: { status: 'success', data: [] } });
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Paket belum tersedia')).toBeInTheDocument();

    await chooseOption(user, 'Jenjang', 'SD');
    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Silakan pilih paket terlebih dahulu');
  });
});

describe('order wizard, moving between steps', () => {
  it('goes to step 2 once step 1 is complete: focus on the heading, the change announced', async () => {
    const { user } = await openWizard();
    await chooseOption(user, 'Jenjang', 'SD');
    await chooseOption(user, 'Mata Pelajaran', 'Calistung');

    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Waktu Les' })).toHaveFocus();
    expect(within(stepper()).getByText('Waktu Les').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Langkah 2 dari 4: Waktu Les')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('goes back to step 1 with the draft kept', async () => {
    const { user } = await openWizard();
    await chooseOption(user, 'Jenjang', 'SD');
    await chooseOption(user, 'Mata Pelajaran', 'Calistung');
    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
    await screen.findByRole('heading', { level: 2, name: 'Waktu Les' });

    await user.click(screen.getByRole('button', { name: 'Kembali' }));

    expect(screen.getByRole('heading', { name: 'Paket dan Program' })).toHaveFocus();
    expect(screen.getByText('Langkah 1 dari 4: Paket dan Program')).toBeInTheDocument();
    expect(shownValueOf('Jenjang')).toBe('SD');
    expect(shownValueOf('Mata Pelajaran')).toBe('Calistung');
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeDisabled();
  });

  it('shows the teacher chosen on the profile (?guru=)', async () => {
    await openWizard(`${WIZARD}?guru=1207`);
    expect(await screen.findByText('Guru pilihan: #1207')).toBeInTheDocument();
  });

  it('ignores a ?guru= value that is not an id', async () => {
    await openWizard(`${WIZARD}?guru=%3Cscript%3E`);
    expect(screen.queryByText(/Guru pilihan/)).not.toBeInTheDocument();
  });

  it('preselects the level and package a link chose (?jenjang=, ?paket=)', async () => {
    await openWizard(`${WIZARD}?jenjang=15&paket=4`);

    await waitFor(() => expect(shownValueOf('Jenjang')).toBe('SMP'));
    expect(screen.getByRole('radio', { name: 'Super Intensif' })).toBeChecked();
    await waitFor(() => expect(shownValueOf('Kelas')).toBe('Kelas 7'));
  });

  it('opens an online-only program from a link chosen and offered: the order switches to Online', async () => {
    const { user } = await openWizard(`${WIZARD}?jenjang=34`);

    await waitFor(() => expect(shownValueOf('Jenjang')).toBe('Olimpiade/OSN'));
    expect(screen.getByRole('radio', { name: /^Online/ })).toBeChecked();
    await user.click(screen.getByLabelText('Jenjang'));
    expect(screen.getByRole('option', { name: 'Olimpiade/OSN' })).toBeInTheDocument();
  });
});

describe('routes', () => {
  it('shows the 404 page for an unknown student path', async () => {
    fakeFetch({});
    renderPage(<App />, { route: '/siswa/tidak-ada', store: createAppStore() });
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/siswa/tidak-ada');
  });
});
