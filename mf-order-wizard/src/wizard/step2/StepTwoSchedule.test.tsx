import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GenerateScheduleBody } from '@tutor/contract';
import { addDaysIso, jakartaDateOf } from '@tutor/rules';
import { chooseOption, fakeFetch, pageLoaded, renderPage, shownValueOf } from '@tutor/testing';
import App from '../../App';
import { completedDraft, seedDraft } from '../../testSupport/draft';
import { SCHEDULE, wizardRoutes } from '../../testSupport/fixtures';

beforeEach(() => sessionStorage.clear());

async function openStepTwo(withSchedule = false) {
  seedDraft(
    completedDraft(withSchedule ? { step: 2 } : { step: 2, slots: [], tanggalMulai: '', jadwal: null, libur: [] }),
  );
  const fake = fakeFetch({ ...wizardRoutes(), 'POST /api/generate/pemesanan-les-jadwal': { body: SCHEDULE } });
  const user = userEvent.setup();
  renderPage(<App />, { route: '/siswa/pemesanan-les' });
  await pageLoaded();
  await screen.findByRole('heading', { level: 2, name: 'Waktu Les' });
  return { fake, user };
}

async function addSlot(user: ReturnType<typeof userEvent.setup>, day: string, hour: string) {
  await chooseOption(user, 'Hari', day);
  await chooseOption(user, 'Jam', hour);
  await user.click(screen.getByRole('button', { name: 'Tambah Waktu' }));
}

/** Senin 16:00 weekly, starting `days` from today: the start date it typed. */
async function chooseMondaysFrom(user: ReturnType<typeof userEvent.setup>, days: number): Promise<string> {
  await addSlot(user, 'Senin', '16');
  const start = addDaysIso(jakartaDateOf(Date.now()), days);
  fireEvent.change(screen.getByLabelText('Tanggal Mulai Les'), { target: { value: start } });
  return start;
}

function mondaysBody(start: string): GenerateScheduleBody {
  return { paket: 2, tanggal_mulai_les: start, waktu: ['Senin 16:00'], subject: completedDraft().subjects };
}

describe('step 2, Waktu Les', () => {
  it('adds weekday slots: day and hour required, minutes default to 00, a weekday only once, each removable', async () => {
    const { user } = await openStepTwo();
    expect(screen.queryByRole('button', { name: 'Terapkan Jadwal' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tambah Waktu' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Silakan pilih hari dan jam les');

    await chooseOption(user, 'Hari', 'Senin');
    expect(shownValueOf('Menit')).toBe('Menit');
    await chooseOption(user, 'Jam', '16');
    expect(shownValueOf('Menit')).toBe('00');
    await user.click(screen.getByRole('button', { name: 'Tambah Waktu' }));
    const slots = screen.getByRole('list', { name: 'Waktu les mingguan' });
    expect(within(slots).getByText('Senin 16:00')).toBeInTheDocument();

    await chooseOption(user, 'Hari', 'Rabu');
    await chooseOption(user, 'Jam', '07');
    await chooseOption(user, 'Menit', '30');
    await user.click(screen.getByRole('button', { name: 'Tambah Waktu' }));
    expect(within(slots).getByText('Rabu 07:30')).toBeInTheDocument();

    await addSlot(user, 'Senin', '18');
    expect(screen.getByRole('alert')).toHaveTextContent('Anda tidak bisa memasukkan hari yang sama');
    expect(within(slots).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Hapus Senin 16:00' }));
    await user.click(screen.getByRole('button', { name: 'Hapus Rabu 07:30' }));
    expect(screen.getByText('Belum ada waktu les. Tambahkan minimal satu hari dan jam.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terapkan Jadwal' })).not.toBeInTheDocument();
  });

  it('asks for the missing day and start date on Next, and offers dates from today', async () => {
    const { user, fake } = await openStepTwo();
    expect(screen.getByLabelText('Tanggal Mulai Les')).toHaveAttribute('min', jakartaDateOf(Date.now()));
    expect(screen.getByLabelText('Tanggal Mulai Les')).toHaveAccessibleDescription(
      'Pendaftaran paling lambat 2 hari sebelum tanggal mulai les.',
    );

    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Silakan tambahkan minimal satu hari dan jam les');

    await addSlot(user, 'Senin', '16');
    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Silakan pilih tanggal mulai les');
    expect(fake.callsTo('POST /api/generate/pemesanan-les-jadwal')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Waktu Les' })).toBeInTheDocument();
  });

  it('Next applies the schedule itself from the chosen days and start date, through the same call', async () => {
    const { user, fake } = await openStepTwo();
    const start = await chooseMondaysFrom(user, 14);

    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Lokasi' })).toBeInTheDocument();
    expect(fake.callsTo('POST /api/generate/pemesanan-les-jadwal').map((call) => call.body)).toEqual([
      mondaysBody(start),
    ]);
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(await screen.findByRole('list', { name: 'Pertemuan bulan ini' })).toBeInTheDocument();
  });

  it('applies the schedule, shows it as a month calendar with the skipped holidays, and lets a meeting change subject', async () => {
    const { user, fake } = await openStepTwo();
    const start = await chooseMondaysFrom(user, 14);

    await user.click(screen.getByRole('button', { name: 'Terapkan Jadwal' }));

    const calendar = await screen.findByRole('table', { name: 'Kalender jadwal les Desember 2026' });
    expect(fake.callsTo('POST /api/generate/pemesanan-les-jadwal')[0]?.body).toEqual(mondaysBody(start));
    expect(within(calendar).getAllByText('Matematika 16:00')).toHaveLength(2);
    expect(within(calendar).getByText('Fisika 16:00')).toHaveStyle({ '--subject-color': '#43a047' });
    expect(
      screen.getByText('Tanggal berikut libur nasional dan dilewati: 28 Desember 2026 (Cuti Bersama Natal)'),
    ).toBeInTheDocument();
    const meetings = screen.getByRole('list', { name: 'Pertemuan bulan ini' });
    expect(
      within(meetings)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(':')[0]),
    ).toEqual(['Pertemuan 1', 'Pertemuan 2', 'Pertemuan 3']);
    expect(within(meetings).getByText('Pertemuan 1: Senin, 7 Desember 2026 pukul 16:00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bulan berikutnya' }));
    expect(screen.getByRole('table', { name: 'Kalender jadwal les Januari 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bulan berikutnya' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Bulan sebelumnya' }));

    await user.selectOptions(screen.getByLabelText('Mata pelajaran pertemuan 2'), 'Matematika');
    expect(screen.getByLabelText('Mata pelajaran pertemuan 2')).toHaveValue('Matematika');
    await user.click(screen.getByRole('button', { name: 'Bulan berikutnya' }));
    await user.selectOptions(screen.getByLabelText('Mata pelajaran pertemuan 4'), 'Matematika');
    expect(screen.getByRole('alert')).toHaveTextContent('Setiap mata pelajaran perlu minimal satu pertemuan');
    expect(screen.getByLabelText('Mata pelajaran pertemuan 4')).toHaveValue('Fisika');

    // step 1's counts follow the schedule, and the schedule stays
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(await screen.findByLabelText('Pertemuan Matematika')).toHaveValue(3);
    expect(screen.getByLabelText('Pertemuan Fisika')).toHaveValue(1);
    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
    expect(await screen.findByRole('list', { name: 'Pertemuan bulan ini' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Lokasi' })).toBeInTheDocument();
  });

  it('clears the schedule when step 1 changes the meetings', async () => {
    const { user } = await openStepTwo(true);
    expect(screen.getByRole('list', { name: 'Pertemuan bulan ini' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    await user.clear(await screen.findByLabelText('Pertemuan Matematika'));
    await user.type(screen.getByLabelText('Pertemuan Matematika'), '1');
    await user.clear(screen.getByLabelText('Pertemuan Fisika'));
    await user.type(screen.getByLabelText('Pertemuan Fisika'), '3');
    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));

    await screen.findByRole('heading', { level: 2, name: 'Waktu Les' });
    expect(screen.queryByRole('list', { name: 'Pertemuan bulan ini' })).not.toBeInTheDocument();
  });

  it('keeps the even split where meetings are not adjustable (Olimpiade): no subject change per meeting', async () => {
    seedDraft(completedDraft({ step: 2, jenjang: 34, sistemPembelajaran: 'Online', kurikulum: null, kelas: null }));
    fakeFetch(wizardRoutes());
    renderPage(<App />, { route: '/siswa/pemesanan-les' });
    await pageLoaded();

    const meetings = await screen.findByRole('list', { name: 'Pertemuan bulan ini' });
    expect(within(meetings).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(meetings).getAllByText('Matematika')).toHaveLength(2);
  });

  it.each(['Terapkan Jadwal', 'Selanjutnya'])(
    "%s shows the server's message when the schedule cannot be made, on step 2",
    async (button) => {
      const { user, fake } = await openStepTwo();
      fake.on('POST /api/generate/pemesanan-les-jadwal', {
        status: 400,
        body: { message: 'Tanggal mulai les minimal 2 hari dari hari ini' },
      });
      await addSlot(user, 'Selasa', '10');
      fireEvent.change(screen.getByLabelText('Tanggal Mulai Les'), { target: { value: jakartaDateOf(Date.now()) } });

      await user.click(screen.getByRole('button', { name: button }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Tanggal mulai les minimal 2 hari dari hari ini');
      expect(screen.getByRole('heading', { level: 2, name: 'Waktu Les' })).toBeInTheDocument();
    },
  );
});
