import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JenjangOption, SelectOption, UserAnswer } from '@tutor/contract';
import { PERSONAL_DATA_MESSAGES } from '@tutor/rules';
import { currentUrl, fakeFetch, renderPage } from '@tutor/testing';
import { RegisterPage } from './RegisterPage';

const user = (role: 'siswa' | 'guru'): UserAnswer => ({
  data: {
    id: 11,
    nama: 'Ayu Lestari',
    email: 'ayu@contoh.id',
    role,
    status: role === 'guru' ? 'menunggu_verifikasi' : 'aktif',
    kode_referral: null,
  },
});
const LEVELS: JenjangOption[] = [
  { value: 14, label: 'SD' },
  { value: 15, label: 'SMP' },
];
const SUBJECTS: SelectOption[] = [
  { value: 101, label: 'Matematika' },
  { value: 102, label: 'IPA' },
];
const BANDUNG: SelectOption[] = [{ value: 3273, label: 'Kota Bandung' }];

/** The consent checkbox, after checking the policy links open beside the form. */
async function agree(person: ReturnType<typeof userEvent.setup>) {
  expect(screen.getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute('href', '/kebijakan-privasi');
  expect(screen.getByRole('link', { name: 'Syarat & Ketentuan' })).toHaveAttribute('href', '/syarat-ketentuan');
  await person.click(screen.getByRole('checkbox', { name: /menyetujui Kebijakan Privasi/ }));
}

async function fillAccount(person: ReturnType<typeof userEvent.setup>) {
  await person.type(screen.getByLabelText('Nama lengkap'), 'Ayu Lestari');
  await person.type(screen.getByLabelText('Email'), 'Ayu@Contoh.id');
  await person.type(screen.getByLabelText('Nomor WhatsApp'), '81234567890');
  await person.type(screen.getByLabelText('Kata sandi'), 'rahasia-sekali');
}

describe('RegisterPage', () => {
  it('registers a student, who goes to the dashboard', async () => {
    const network = fakeFetch({ 'POST /api/auth/register': { status: 201, body: user('siswa') } });
    const person = userEvent.setup();
    renderPage(<RegisterPage />, { route: '/register' });
    await person.click(screen.getByRole('button', { name: /Siswa \/ Orang Tua/ }));
    await person.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Nama harus diisi');
    await fillAccount(person);
    await person.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PERSONAL_DATA_MESSAGES.consentRequired);
    await agree(person);
    await person.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PERSONAL_DATA_MESSAGES.pendaftarRequired);
    const holders = screen.getByRole('group', { name: 'Siapa yang mendaftar?' });
    await person.click(within(holders).getByRole('radio', { name: /Orang tua atau wali/ }));
    expect(within(holders).getByText(/isi nama, email dan nomor WhatsApp Anda sendiri/)).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(currentUrl()).toBe('/siswa/dashbord'));
    expect(network.callsTo('POST /api/auth/register')).toHaveLength(1);
    expect(network.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      role: 'siswa',
      setuju_kebijakan: true,
      pendaftar: 'orang_tua',
      nama: 'Ayu Lestari',
      email: 'ayu@contoh.id',
      whatsapp: '6281234567890',
      password: 'rahasia-sekali',
    });
  });

  it("shows the server's refusal (e-mail taken)", async () => {
    fakeFetch({
      'POST /api/auth/register': { status: 409, body: { message: 'Email sudah terdaftar, silakan masuk' } },
    });
    const person = userEvent.setup();
    renderPage(<RegisterPage />, { route: '/register' });
    await person.click(screen.getByRole('button', { name: /Siswa \/ Orang Tua/ }));
    await fillAccount(person);
    await person.click(screen.getByRole('radio', { name: /Siswa berusia 18 tahun/ }));
    await agree(person);
    await person.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email sudah terdaftar, silakan masuk');
  });

  it('registers a teacher with levels, subjects, a regency and availability, then says verification is pending', async () => {
    const network = fakeFetch({
      'GET /api/select2/master/jenjang': { body: { data: LEVELS } },
      'GET /api/select2/master/mata-pelajaran': { body: SUBJECTS },
      'GET /api/select2/master/regencies-2': { body: BANDUNG },
      'POST /api/auth/register': { status: 201, body: user('guru') },
    });
    const person = userEvent.setup();
    renderPage(<RegisterPage />, { route: '/register' });
    await person.click(screen.getByRole('button', { name: /^Guru/ }));
    await fillAccount(person);
    await person.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Jenis kelamin harus diisi');

    await person.click(screen.getByRole('radio', { name: 'Perempuan' }));
    await person.type(screen.getByLabelText('Perguruan tinggi'), 'Universitas Padjadjaran');
    await person.type(screen.getByLabelText('Jurusan'), 'Pendidikan Matematika');
    await person.click(screen.getByLabelText('Jenjang yang diajar'));
    await person.click(await screen.findByRole('option', { name: 'SD' }));
    await person.click(await screen.findByLabelText('Mata pelajaran SD'));
    await person.click(await screen.findByRole('option', { name: 'Matematika' }));
    await person.type(screen.getByLabelText('Kota/kabupaten tempat mengajar'), 'bandung');
    await person.click(await screen.findByRole('option', { name: 'Kota Bandung' }));
    await person.click(screen.getByRole('checkbox', { name: 'Bersedia mengajar online' }));
    // a teacher is asked no holder, only the consent
    expect(screen.queryByRole('group', { name: 'Siapa yang mendaftar?' })).not.toBeInTheDocument();
    await agree(person);
    await person.click(screen.getByRole('button', { name: 'Daftar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pendaftaran guru berhasil' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Akun guru Anda sedang menunggu verifikasi admin');
    expect(screen.getByRole('status')).toHaveTextContent('1-2 minggu');
    expect(network.callsTo('GET /api/select2/master/regencies-2')[0]?.query.get('q')).toBe('bandung');
    expect(network.callsTo('POST /api/auth/register')[0]?.body).not.toHaveProperty('pendaftar');
    expect(network.callsTo('POST /api/auth/register')[0]?.body).toMatchObject({
      role: 'guru',
      setuju_kebijakan: true,
      jenis_kelamin: 'P',
      perguruan_tinggi: 'Universitas Padjadjaran',
      jurusan: 'Pendidikan Matematika',
      jenjang_ids: [14],
      mapel: [101],
      kota_ids: [3273],
      online: true,
      ketersediaan: [{ hari: 'Senin', jam_mulai: '15:00', jam_selesai: '17:00' }],
    });
  });
});
