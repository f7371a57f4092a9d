import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuruProfile, JenjangOption, SelectOption } from '@tutor/contract';
import { fakeFetch, renderPage } from '@tutor/testing';
import { JUST_REGISTERED } from '../testSupport/onboardingFixtures';
import { TeacherProfilePage } from './TeacherProfilePage';

const PROFILE: GuruProfile = {
  nama: 'Budi Guru',
  whatsapp: '6281234567002',
  status: 'menunggu_verifikasi',
  jenis_kelamin: 'L',
  perguruan_tinggi: 'ITB',
  jurusan: 'Matematika',
  jenjang_ids: [14],
  mapel: [101],
  kota_ids: [3273],
  kota: [{ value: 3273, label: 'KOTA BANDUNG' }],
  online: false,
  ketersediaan: [{ hari: 'Rabu', jam_mulai: '16:00', jam_selesai: '18:00' }],
  foto: '/media/guru/7.svg',
};
const LEVELS: JenjangOption[] = [{ value: 14, label: 'SD' }];
const SUBJECTS: SelectOption[] = [{ value: 101, label: 'Matematika' }];
const routes = (profile: GuruProfile) => ({
  'GET /api/guru/profil': { body: { data: profile } },
  'GET /api/guru/pendaftaran': {
    body: {
      data:
        profile.status === 'terverifikasi'
          ? { ...JUST_REGISTERED, status: 'terverifikasi' as const, langkah: 5 }
          : JUST_REGISTERED,
    },
  },
  'GET /api/select2/master/jenjang': { body: { data: LEVELS } },
  'GET /api/select2/master/mata-pelajaran': { body: SUBJECTS },
});

describe('TeacherProfilePage', () => {
  it('shows the pending status and saves the edited profile with PUT', async () => {
    const network = fakeFetch({
      ...routes(PROFILE),
      'PUT /api/guru/profil': ({ body }) => ({ body: { data: { ...PROFILE, ...(body as object) } }, delay: 30 }),
    });
    const user = userEvent.setup();
    renderPage(<TeacherProfilePage />, { route: '/guru/profil' });
    expect(await screen.findByText('Menunggu verifikasi', { selector: 'dd' })).toBeVisible();
    expect(screen.getByLabelText('Perguruan tinggi')).toHaveValue('ITB');
    expect(await screen.findByText('Matematika', { selector: '.ui-select__multi-value__label' })).toBeVisible();
    expect(screen.getByText('KOTA BANDUNG', { selector: '.ui-select__multi-value__label' })).toBeVisible();
    const email = screen.getByRole('region', { name: 'Email pemberitahuan' });
    expect(within(email).getByRole('link', { name: 'Atur email pemberitahuan' })).toHaveAttribute(
      'href',
      '/notifikasi#email-pemberitahuan',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Bersedia mengajar online' }));
    await user.click(screen.getByRole('button', { name: '+ Tambah jadwal' }));
    await user.click(screen.getByRole('button', { name: 'Simpan profil' }));
    expect(screen.getByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
    expect(await screen.findByText('Profil berhasil disimpan')).toBeVisible();
    expect(network.callsTo('PUT /api/guru/profil')[0]?.body).toEqual({
      jenis_kelamin: 'L',
      perguruan_tinggi: 'ITB',
      jurusan: 'Matematika',
      jenjang_ids: [14],
      mapel: [101],
      kota_ids: [3273],
      online: true,
      ketersediaan: [
        { hari: 'Rabu', jam_mulai: '16:00', jam_selesai: '18:00' },
        { hari: 'Kamis', jam_mulai: '16:00', jam_selesai: '18:00' },
      ],
    });
  });

  it('shows a verified teacher as Terverifikasi and a refusal from the server', async () => {
    fakeFetch({
      ...routes({ ...PROFILE, status: 'terverifikasi' }),
      'PUT /api/guru/profil': { status: 400, body: { message: 'Jam selesai harus setelah jam mulai' } },
    });
    const user = userEvent.setup();
    renderPage(<TeacherProfilePage />, { route: '/guru/profil' });
    expect(await screen.findByText('Terverifikasi', { selector: 'dd' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Simpan profil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Jam selesai harus setelah jam mulai');
  });
});
