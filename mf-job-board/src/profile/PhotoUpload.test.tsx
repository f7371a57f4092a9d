import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuruProfile } from '@tutor/contract';
import { fakeFetch, renderPage } from '@tutor/testing';
import { JUST_REGISTERED } from '../testSupport/onboardingFixtures';
import { TeacherProfilePage } from './TeacherProfilePage';

const PROFILE: GuruProfile = {
  nama: 'Budi Guru',
  whatsapp: '6281234567002',
  status: 'terverifikasi',
  jenis_kelamin: 'L',
  perguruan_tinggi: 'ITB',
  jurusan: 'Matematika',
  jenjang_ids: [14],
  mapel: [],
  kota_ids: [3273],
  kota: [{ value: 3273, label: 'KOTA BANDUNG' }],
  online: false,
  ketersediaan: [],
  foto: '/media/guru/7.svg',
};
const routes = {
  'GET /api/guru/profil': { body: { data: PROFILE } },
  'GET /api/guru/pendaftaran': { body: { data: { ...JUST_REGISTERED, status: 'terverifikasi' as const, langkah: 5 } } },
  'GET /api/select2/master/jenjang': { body: { data: [{ value: 14, label: 'SD' }] } },
  'GET /api/select2/master/mata-pelajaran': { body: [] },
};

describe('the photo on /guru/profil', () => {
  it('shows the current picture and sends a chosen JPEG as base64, then shows the new one', async () => {
    const network = fakeFetch({
      ...routes,
      'POST /api/guru/profil/foto': { body: { data: { foto: '/media/guru/foto/7-1700000000000.jpg' } } },
    });
    const user = userEvent.setup();
    renderPage(<TeacherProfilePage />, { route: '/guru/profil' });
    expect(await screen.findByRole('img', { name: 'Foto profil Budi Guru' })).toHaveAttribute(
      'src',
      '/media/guru/7.svg',
    );

    await user.upload(
      screen.getByLabelText('Ganti foto profil'),
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'saya.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Foto profil berhasil diganti');
    // the cached profile takes the new address in its own step after the answer: wait for it, not a tick
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Foto profil Budi Guru' })).toHaveAttribute(
        'src',
        '/media/guru/foto/7-1700000000000.jpg',
      ),
    );
    expect(network.callsTo('POST /api/guru/profil/foto')[0]?.body).toEqual({ foto: '/9j/4A==' });
  });

  it('refuses a file that is not JPEG, PNG or WebP, or over 2 MB, without sending it', async () => {
    const network = fakeFetch(routes);
    // applyAccept off: a person can still pick "all files" in the dialog
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<TeacherProfilePage />, { route: '/guru/profil' });
    const field = await screen.findByLabelText('Ganti foto profil');
    await user.upload(field, new File(['GIF89a'], 'animasi.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Foto harus berupa JPG, PNG atau WebP');
    await user.upload(field, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'besar.png', { type: 'image/png' }));
    expect(await screen.findByText('Ukuran foto maksimal 2 MB')).toBeVisible();
    expect(network.callsTo('POST /api/guru/profil/foto')).toHaveLength(0);
  });

  it('shows the server refusal', async () => {
    fakeFetch({
      ...routes,
      'POST /api/guru/profil/foto': {
        status: 400,
        body: { message: 'Foto tidak dapat dibaca: pilih berkas gambar lain' },
      },
    });
    const user = userEvent.setup();
    renderPage(<TeacherProfilePage />, { route: '/guru/profil' });
    await user.upload(
      await screen.findByLabelText('Ganti foto profil'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'rusak.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Foto tidak dapat dibaca: pilih berkas gambar lain');
  });
});
