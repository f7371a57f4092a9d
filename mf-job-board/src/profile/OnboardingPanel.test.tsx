import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyOnboarding } from '@tutor/contract';
import { fakeFetch, renderPage } from '@tutor/testing';
import { ONBOARDING_PROGRESS_PREPARATION } from '@tutor/rules';
import { IN_INTERVIEW, userAnswer } from '../testSupport/onboardingFixtures';
import { OnboardingPanel } from './OnboardingPanel';

const mine = (data: MyOnboarding) => ({ body: { data } });
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);

describe('the onboarding panel on /guru/profil', () => {
  it('shows the eleven steps with where the teacher stands, the interview with its calendar entry, and what to prepare', async () => {
    fakeFetch({ 'GET /api/guru/pendaftaran': { ...mine(IN_INTERVIEW), delay: 20 } });
    renderPage(<OnboardingPanel />, { route: '/guru/profil' });
    expect(screen.getByRole('status')).toHaveTextContent('Memuat tahap pendaftaran');

    const steps = within(await screen.findByRole('list', { name: 'Langkah menjadi pengajar' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(11);
    expect(steps[0]).toHaveTextContent('Selesai');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).toHaveTextContent(/Tunggu peninjauan admin.*Tahap Anda sekarang/);
    expect(steps[4]).toHaveTextContent('Belum');
    expect(screen.getByText('Wawancara', { selector: 'strong' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Jadwal wawancara' })).toBeVisible();
    expect(screen.getByText('Rabu, 2 Desember 2026 pukul 10.00 WIB')).toBeVisible();
    expect(screen.getByRole('link', { name: 'https://meet.contoh.id/wawancara' })).toHaveAttribute(
      'href',
      'https://meet.contoh.id/wawancara',
    );
    expect(screen.getByRole('link', { name: 'Simpan ke kalender (.ics)' })).toHaveAttribute(
      'href',
      '/api/guru/pendaftaran/jadwal.ics',
    );
    expect(screen.getByText(/Siapkan KTP atau kartu mahasiswa/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'CV-Budi.pdf' })).toHaveAttribute('href', '/api/guru/dokumen/cv');
  });

  it('uploads a PDF certificate as base64 and refuses another file before sending it', async () => {
    const network = fakeFetch({
      'GET /api/guru/pendaftaran': mine(IN_INTERVIEW),
      'POST /api/guru/dokumen/sertifikat': {
        body: {
          data: {
            jenis: 'sertifikat',
            nama_file: 'sertifikat.pdf',
            ukuran: 6,
            uploaded_at: '2026-11-23T03:00:00.000Z',
          },
        },
      },
    });
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<OnboardingPanel />, { route: '/guru/profil' });
    const field = await screen.findByLabelText('Unggah Sertifikat (PDF)');
    await user.upload(field, new File(['gambar'], 'sertifikat.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dokumen harus berupa file PDF');
    expect(network.callsTo('POST /api/guru/dokumen/sertifikat')).toHaveLength(0);

    await user.upload(field, new File([PDF], 'sertifikat.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Sertifikat berhasil diunggah')).toBeVisible();
    expect(network.callsTo('POST /api/guru/dokumen/sertifikat')[0]?.body).toEqual({
      nama_file: 'sertifikat.pdf',
      isi: Buffer.from(PDF).toString('base64'),
    });
  });

  it('tells a declined teacher why and from when they may apply again', async () => {
    const declined: MyOnboarding = {
      ...IN_INTERVIEW,
      status: 'ditolak',
      janji: null,
      alasan_tolak: 'Belum menguasai materi SMA',
      daftar_ulang_mulai: '2020-01-31T03:00:00.000Z',
    };
    const network = fakeFetch({
      'GET /api/guru/pendaftaran': mine(declined),
      'POST /api/guru/pendaftaran/daftar-ulang': userAnswer('menunggu_verifikasi'),
      'GET /api/auth/me': userAnswer('menunggu_verifikasi'),
    });
    const user = userEvent.setup();
    renderPage(<OnboardingPanel />, { route: '/guru/profil' });
    expect(await screen.findByText(/Alasan: Belum menguasai materi SMA/)).toBeVisible();
    expect(screen.getByText('Anda dapat mendaftar ulang mulai 31 Januari 2020.')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Langkah menjadi pengajar' })).getAllByRole('listitem')[1],
    ).toHaveTextContent('Berhenti di tahap ini');
    await user.click(screen.getByRole('button', { name: 'Daftar ulang' }));
    expect(network.callsTo('POST /api/guru/pendaftaran/daftar-ulang')).toHaveLength(1);
  });

  it('shows the failure with a retry', async () => {
    fakeFetch({ 'GET /api/guru/pendaftaran': { status: 500, body: { message: 'Terjadi kesalahan' } } });
    renderPage(<OnboardingPanel />, { route: '/guru/profil' });
    expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeVisible();
  });

  it('after the assessment says the admin decides, with no "Belum ada jadwal" and no topic to prepare', async () => {
    fakeFetch({
      'GET /api/guru/pendaftaran': mine({
        ...IN_INTERVIEW,
        status: 'micro_teaching',
        langkah: 4,
        janji: null,
        persiapan: ONBOARDING_PROGRESS_PREPARATION.assessed,
      }),
    });
    renderPage(<OnboardingPanel />, { route: '/guru/profil' });
    const steps = within(await screen.findByRole('list', { name: 'Langkah menjadi pengajar' })).getAllByRole(
      'listitem',
    );
    expect(steps[3]).toHaveTextContent(/Penilaian micro teaching.*Selesai/);
    expect(steps[4]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(ONBOARDING_PROGRESS_PREPARATION.assessed)).toBeVisible();
    expect(screen.queryByText(/Belum ada jadwal/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Siapkan satu topik/)).not.toBeInTheDocument();
  });

  it('shows a teaching teacher at "Mengajar", with the steps before it done', async () => {
    fakeFetch({
      'GET /api/guru/pendaftaran': mine({
        ...IN_INTERVIEW,
        status: 'terverifikasi',
        langkah: 9,
        janji: null,
        persiapan: ONBOARDING_PROGRESS_PREPARATION.teaching,
      }),
    });
    renderPage(<OnboardingPanel />, { route: '/guru/profil' });
    const steps = within(await screen.findByRole('list', { name: 'Langkah menjadi pengajar' })).getAllByRole(
      'listitem',
    );
    expect(steps[5]).toHaveTextContent(/Cek info siswa baru setiap hari.*Selesai/);
    expect(steps[9]).toHaveAttribute('aria-current', 'step');
    expect(steps[9]).toHaveTextContent(/Mengajar.*Tahap Anda sekarang/);
    expect(screen.getByText(ONBOARDING_PROGRESS_PREPARATION.teaching)).toBeVisible();
  });
});
