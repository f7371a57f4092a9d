import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ClockProvider } from '@tutor/api';
import { ONBOARDING_MESSAGES } from '@tutor/rules';
import { fakeFetch, renderPage } from '@tutor/testing';
import { detailOf, RINA, userAnswer } from '../testSupport/onboardingFixtures';
import { AdminTeacherDetailPage } from './AdminTeacherDetailPage';

const DETAIL = 'GET /api/admin/guru/21/pendaftaran';
/** 3 December 2026, 14:00 WIB: after the micro teaching of the fixtures (13:00 that day) */
const AFTER_MICRO_TEACHING = Date.parse('2026-12-03T07:00:00Z');
const open = (now = AFTER_MICRO_TEACHING) =>
  renderPage(
    <ClockProvider clock={() => now}>
      <Routes>
        <Route path="admin/guru/:id" element={<AdminTeacherDetailPage />} />
      </Routes>
    </ClockProvider>,
    { route: '/admin/guru/21' },
  );
const MICRO = {
  jenis: 'micro_teaching' as const,
  tanggal: '2026-12-03',
  jam: '13:00',
  tempat: 'Kantor Bandung',
  jenjang: 'SMA',
  mapel: 'Fisika',
  penilai: 'Sari',
};
const section = (name: string) => screen.getByRole('region', { name });

describe('AdminTeacherDetailPage', () => {
  it('shows the profile, documents and history, and starts the CV screening', async () => {
    let status: 'menunggu_verifikasi' | 'seleksi_cv' = 'menunggu_verifikasi';
    const network = fakeFetch({
      [DETAIL]: () =>
        detailOf(
          { ...RINA, status },
          status === 'seleksi_cv'
            ? {
                riwayat: [
                  {
                    aksi: 'mulai_seleksi',
                    dari: 'menunggu_verifikasi',
                    ke: 'seleksi_cv',
                    keterangan: 'Admin mulai meninjau CV dan profil',
                    created_at: '2026-11-21T03:00:00.000Z',
                  },
                ],
              }
            : {},
        ),
      'POST /api/admin/guru/21/seleksi-cv': () => {
        status = 'seleksi_cv';
        return userAnswer('seleksi_cv');
      },
    });
    const user = userEvent.setup();
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Memuat detail guru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rina Guru' })).toBeVisible();
    expect(within(section('Profil')).getByText('Pendidikan Fisika, Universitas Indonesia')).toBeVisible();
    expect(within(section('Profil')).getByText('Kota Bandung, Online')).toBeVisible();
    expect(within(section('Dokumen')).getByRole('link', { name: 'Unduh CV (CV-Rina.pdf)' })).toHaveAttribute(
      'href',
      '/api/admin/guru/21/dokumen/cv',
    );
    expect(within(section('Riwayat')).getByText('Belum ada langkah sejak mendaftar.')).toBeVisible();
    expect(screen.getByText(/menunggu 20 hari/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Mulai seleksi CV' }));
    expect(await screen.findByRole('form', { name: 'Jadwalkan wawancara' })).toBeVisible();
    expect(within(section('Riwayat')).getByText('21 November 2026: Admin mulai meninjau CV dan profil')).toBeVisible();
    expect(network.callsTo('POST /api/admin/guru/21/seleksi-cv')).toHaveLength(1);
  });

  it('schedules the interview with labelled fields, checking them before sending and showing the server refusal', async () => {
    const network = fakeFetch({
      [DETAIL]: detailOf({ ...RINA, status: 'seleksi_cv' }),
      'POST /api/admin/guru/21/wawancara': { status: 400, body: { message: 'Tanggal tidak boleh sebelum hari ini' } },
    });
    const user = userEvent.setup();
    open();
    const form = await screen.findByRole('form', { name: 'Jadwalkan wawancara' });
    await user.click(within(form).getByRole('button', { name: 'Jadwalkan wawancara' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Tanggal tidak valid');
    await user.type(within(form).getByLabelText('Tanggal'), '2026-11-02');
    await user.type(within(form).getByLabelText('Jam (WIB)'), '23:00');
    await user.type(within(form).getByLabelText('Tempat atau tautan video'), 'https://meet.contoh.id/a');
    await user.click(within(form).getByRole('button', { name: 'Jadwalkan wawancara' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Jam harus antara 06:00 dan 21:00');
    expect(network.callsTo('POST /api/admin/guru/21/wawancara')).toHaveLength(0);
    await user.clear(within(form).getByLabelText('Jam (WIB)'));
    await user.type(within(form).getByLabelText('Jam (WIB)'), '10:00');
    await user.click(within(form).getByRole('button', { name: 'Jadwalkan wawancara' }));
    expect(await within(form).findByText('Tanggal tidak boleh sebelum hari ini')).toBeVisible();
    expect(network.callsTo('POST /api/admin/guru/21/wawancara')[0]?.body).toEqual({
      tanggal: '2026-11-02',
      jam: '10:00',
      tempat: 'https://meet.contoh.id/a',
    });
  });

  it('records the assessment, then verifies; a decline needs a reason', async () => {
    const micro = MICRO;
    let assessed = false;
    const network = fakeFetch({
      [DETAIL]: () =>
        detailOf(
          { ...RINA, status: 'micro_teaching' },
          {
            micro_teaching: micro,
            penilaian: assessed ? { penguasaan: 5, penyampaian: 4, sikap: 5, catatan: 'Jelas' } : null,
          },
        ),
      'POST /api/admin/guru/21/penilaian': () => {
        assessed = true;
        return userAnswer('micro_teaching');
      },
      'POST /api/admin/guru/21/verifikasi': { ...userAnswer('terverifikasi'), delay: 20 },
    });
    const user = userEvent.setup();
    open();
    const form = await screen.findByRole('form', { name: 'Penilaian micro teaching' });
    expect(within(section('Jadwal dan penilaian')).getByText('Kamis, 3 Desember 2026 pukul 13.00 WIB')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Simpan penilaian' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Pilih nilai 1 sampai 5 untuk setiap aspek');
    await user.selectOptions(within(form).getByLabelText('Penguasaan materi'), '5');
    await user.selectOptions(within(form).getByLabelText('Cara menyampaikan'), '4');
    await user.selectOptions(within(form).getByLabelText('Sikap'), '5');
    await user.type(within(form).getByLabelText('Catatan penilai'), 'Jelas');
    await user.click(within(form).getByRole('button', { name: 'Simpan penilaian' }));
    expect(await screen.findByRole('button', { name: 'Verifikasi guru' })).toBeVisible();
    expect(network.callsTo('POST /api/admin/guru/21/penilaian')[0]?.body).toEqual({
      penguasaan: 5,
      penyampaian: 4,
      sikap: 5,
      catatan: 'Jelas',
    });
    expect(within(section('Jadwal dan penilaian')).getByText('4 dari 5')).toBeVisible();

    const decline = screen.getByRole('form', { name: 'Tolak pendaftaran' });
    await user.click(within(decline).getByRole('button', { name: 'Tolak pendaftaran' }));
    expect(within(decline).getByRole('alert')).toHaveTextContent('Alasan penolakan harus diisi');

    await user.click(screen.getByRole('button', { name: 'Verifikasi guru' }));
    expect(await screen.findByText('Rina Guru terverifikasi')).toBeVisible();
    expect(network.callsTo('POST /api/admin/guru/21/verifikasi')).toHaveLength(1);
    expect(network.callsTo('POST /api/admin/guru/21/tolak')).toHaveLength(0);
  });

  it('keeps the assessment closed until the micro teaching has started, saying when it opens', async () => {
    const network = fakeFetch({
      [DETAIL]: detailOf({ ...RINA, status: 'micro_teaching' }, { micro_teaching: MICRO }),
    });
    // 3 December 2026, 12:59 WIB
    open(Date.parse('2026-12-03T05:59:00Z'));
    const form = await screen.findByRole('form', { name: 'Penilaian micro teaching' });
    const save = within(form).getByRole('button', { name: 'Simpan penilaian' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(
      `${ONBOARDING_MESSAGES.assessmentTooEarly} (Kamis, 3 Desember 2026 pukul 13.00 WIB).`,
    );
    expect(network.callsTo('POST /api/admin/guru/21/penilaian')).toHaveLength(0);
  });

  it('opens the micro teaching form empty after the interview was scheduled', async () => {
    let status: 'seleksi_cv' | 'wawancara' = 'seleksi_cv';
    fakeFetch({
      [DETAIL]: () => detailOf({ ...RINA, status }),
      'POST /api/admin/guru/21/wawancara': () => {
        status = 'wawancara';
        return userAnswer('wawancara');
      },
    });
    const user = userEvent.setup();
    open();
    const interview = await screen.findByRole('form', { name: 'Jadwalkan wawancara' });
    await user.type(within(interview).getByLabelText('Tanggal'), '2026-12-04');
    await user.type(within(interview).getByLabelText('Jam (WIB)'), '10:00');
    await user.type(within(interview).getByLabelText('Tempat atau tautan video'), 'https://meet.contoh.id/a');
    await user.click(within(interview).getByRole('button', { name: 'Jadwalkan wawancara' }));
    const micro = await screen.findByRole('form', { name: 'Jadwalkan micro teaching' });
    for (const label of ['Tanggal', 'Jam (WIB)', 'Tempat atau tautan video', 'Jenjang yang diajarkan', 'Penilai'])
      expect(within(micro).getByLabelText(label)).toHaveValue('');
  });

  it('shows the failure with a retry', async () => {
    fakeFetch({ [DETAIL]: { status: 500, body: { message: 'Terjadi kesalahan' } } });
    open();
    expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeVisible();
  });
});
