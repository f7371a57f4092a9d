import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption, fakeFetch, pageLoaded, renderPage, shownValueOf } from '@tutor/testing';
import App from '../../App';
import { PROFILE, wizardRoutes } from '../../testSupport/fixtures';

beforeEach(() => sessionStorage.clear());

async function openWizard(profile = PROFILE) {
  const fake = fakeFetch(wizardRoutes(profile));
  const user = userEvent.setup();
  renderPage(<App />, { route: '/siswa/pemesanan-les' });
  await pageLoaded();
  await screen.findByRole('radio', { name: 'Super' });
  return { fake, user };
}

const next = () => screen.getByRole('button', { name: 'Selanjutnya' });
const chosenSubjects = () =>
  Array.from(document.querySelectorAll('.ui-select__multi-value__label')).map((element) => element.textContent);

describe('step 1 subjects', () => {
  it('SMP: several subjects, the 4 meetings split evenly as subjects come and go, counts adjustable', async () => {
    const { user } = await openWizard();
    await chooseOption(user, 'Jenjang', 'SMP');
    await chooseOption(user, 'Mata Pelajaran', 'Matematika');
    await chooseOption(user, 'Mata Pelajaran', 'Fisika');
    await chooseOption(user, 'Mata Pelajaran', 'Biologi');

    expect(chosenSubjects()).toEqual(['Matematika', 'Fisika', 'Biologi']);
    expect(screen.getByLabelText('Pertemuan Matematika')).toHaveValue(2);
    expect(screen.getByLabelText('Pertemuan Fisika')).toHaveValue(1);
    expect(screen.getByLabelText('Pertemuan Biologi')).toHaveValue(1);
    expect(screen.getByText('Total 4 dari 4 pertemuan')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hapus Biologi' }));
    expect(screen.getByLabelText('Pertemuan Matematika')).toHaveValue(2);
    expect(screen.getByLabelText('Pertemuan Fisika')).toHaveValue(2);

    await user.clear(screen.getByLabelText('Pertemuan Matematika'));
    await user.type(screen.getByLabelText('Pertemuan Matematika'), '3');
    expect(screen.getByText('Total 5 dari 4 pertemuan')).toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Silahkan mengatur jumlah pertemuan sesuai total pertemuan',
    );

    await user.clear(screen.getByLabelText('Pertemuan Fisika'));
    await user.type(screen.getByLabelText('Pertemuan Fisika'), '1');
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: 'Waktu Les' })).toBeInTheDocument();
  });

  it('refuses more subjects than meetings and Next without a subject', async () => {
    const { user } = await openWizard();
    await chooseOption(user, 'Jenjang', 'SMP');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('Anda wajib memilih Mata Pelajaran');

    await chooseOption(user, 'Mata Pelajaran', 'Matematika');
    for (const name of ['Fisika', 'Biologi', 'Bahasa Inggris', 'Kimia'])
      await chooseOption(user, 'Mata Pelajaran', name);

    expect(screen.getByRole('alert')).toHaveTextContent('Tidak bisa memilih mata pelajaran melebihi jumlah pertemuan');
    expect(chosenSubjects()).toEqual(['Matematika', 'Fisika', 'Biologi', 'Bahasa Inggris']);
  });

  it('SD: one subject from the list with every meeting', async () => {
    const { user, fake } = await openWizard();
    await chooseOption(user, 'Jenjang', 'SD');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('Anda wajib memilih Mata Pelajaran');

    await chooseOption(user, 'Mata Pelajaran', 'Calistung');
    expect(shownValueOf('Mata Pelajaran')).toBe('Calistung');
    expect(fake.callsTo('GET /api/select2/master/mata-pelajaran')[0]?.query.get('jenjang_id')).toBe('14');
    expect(fake.callsTo('GET /api/select2/master/mata-pelajaran')[0]?.query.get('mode')).toBe('json');
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: 'Waktu Les' })).toBeInTheDocument();
  });

  it('Komputer: the subject is typed', async () => {
    const { user } = await openWizard();
    await chooseOption(user, 'Jenjang', 'Komputer');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('Anda wajib memilih Mata Pelajaran');

    await user.type(screen.getByRole('textbox', { name: 'Mata Pelajaran' }), 'Microsoft Excel');
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: 'Waktu Les' })).toBeInTheDocument();
  });

  it('Mengaji: no subject field, the level is the subject with every meeting', async () => {
    const { user } = await openWizard();
    await chooseOption(user, 'Jenjang', 'Mengaji');

    expect(await screen.findByText(/Mata pelajaran:/)).toHaveTextContent('Mata pelajaran: Mengaji (4 pertemuan)');
    expect(screen.queryByLabelText('Mata Pelajaran')).not.toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: 'Waktu Les' })).toBeInTheDocument();
  });

  it('Olimpiade (Online): several subjects, meetings split evenly and not adjustable', async () => {
    const { user } = await openWizard();
    await user.click(screen.getByRole('radio', { name: /^Online/ }));
    await chooseOption(user, 'Jenjang', 'Olimpiade/OSN');
    await chooseOption(user, 'Mata Pelajaran', 'OSN Matematika');
    await chooseOption(user, 'Mata Pelajaran', 'OSN IPA');

    const counts = screen.getByRole('group', { name: 'Jumlah pertemuan per mata pelajaran' });
    expect(within(counts).getByText('OSN Matematika: 2 pertemuan')).toBeInTheDocument();
    expect(within(counts).getByText('OSN IPA: 2 pertemuan')).toBeInTheDocument();
    expect(within(counts).queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('a new package clears the subjects', async () => {
    const { user } = await openWizard();
    await chooseOption(user, 'Jenjang', 'SD');
    await chooseOption(user, 'Mata Pelajaran', 'Calistung');

    await user.click(screen.getByRole('radio', { name: 'Intensif' }));

    expect(shownValueOf('Jenjang')).toBe('Pilih Jenjang');
    expect(screen.queryByLabelText('Mata Pelajaran')).not.toBeInTheDocument();
  });
});

describe('step 1 prices', () => {
  it('prices the packages for the level, system, students and the profile region once a level is chosen', async () => {
    const { user, fake } = await openWizard();
    expect(screen.getAllByText('Mulai Dari')).toHaveLength(4);

    await chooseOption(user, 'Jenjang', 'SD');

    await waitFor(() => expect(screen.getAllByText('Harga untuk pilihan Anda')).toHaveLength(4));
    expect(screen.getByRole('radio', { name: 'Super' })).toHaveAccessibleDescription(/Rp 800\.000\s*Rp 600\.000/);
    const query = fake.callsTo('GET /api/landing/searching-biaya-les').at(-1)?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      jenjang_id: '14',
      sistem_pembelajaran: 'Offline',
      jumlah_siswa: '1',
      provinsi: '31',
      kota_id: '3171',
      kurikulum_id: '10',
      kelas: 'I',
    });
  });

  it('keeps "Mulai Dari" and says why while the region is unknown (no profile address)', async () => {
    const { user, fake } = await openWizard({ ...PROFILE, alamat: null });
    await chooseOption(user, 'Jenjang', 'SD');

    expect(
      await screen.findByText('Harga pasti tampil setelah alamat les diisi di langkah Lokasi.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Mulai Dari')).toHaveLength(4);
    expect(fake.callsTo('GET /api/landing/searching-biaya-les')).toHaveLength(0);
  });
});
