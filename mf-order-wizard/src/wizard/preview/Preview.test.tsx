import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDraftBody, PreviewAnswer } from '@tutor/contract';
import { currentUrl, fakeFetch, pageLoaded, renderPage } from '@tutor/testing';
import App from '../../App';
import { DRAFT_STORAGE_KEY } from '../../state/draftStorage';
import { completedDraft, seedDraft } from '../../testSupport/draft';
import { wizardRoutes } from '../../testSupport/fixtures';
import { ORDER, orderAnswer } from '../../testSupport/orders';

beforeEach(() => sessionStorage.clear());

const PREVIEW: PreviewAnswer = {
  status: 'success',
  data: '<h3>Rincian Biaya</h3><table><tr><td>Total</td><td>Rp 620.000</td></tr></table><script>window.__diretas = true</script><img src="x" onerror="window.__diretas = true" alt="logo">',
  rincian_biaya: ORDER.rincian_biaya,
};

async function openStepFour(routes = {}) {
  seedDraft(
    completedDraft({
      step: 4,
      guruPilihan: '1207',
      catatanGuru: 'Fokus ujian',
      referral: { kode: 'RINA2024', message: 'Kode valid' },
    }),
  );
  const fake = fakeFetch({
    ...wizardRoutes(),
    'POST /siswa/pemesanan-les/preview': { body: PREVIEW },
    'POST /api/pesanan': { status: 201, body: orderAnswer() },
    [`GET /api/pesanan/${ORDER.kode}`]: { body: orderAnswer() },
    ...routes,
  });
  const user = userEvent.setup();
  renderPage(<App />, { route: '/siswa/pemesanan-les' });
  await pageLoaded();
  await screen.findByRole('heading', { level: 2, name: 'Informasi Tambahan' });
  return { fake, user };
}

const EXPECTED_BODY: OrderDraftBody = {
  paket_id: 2,
  jenjang_id: 15,
  kurikulum_id: 10,
  kelas: 'VII',
  sistem_pembelajaran: 'Offline',
  jumlah_siswa: 1,
  provinsi_id: 31,
  kota_id: 3171,
  kecamatan_id: 317101,
  alamat: 'Jl. Tebet Raya No. 10',
  tanggal_mulai_les: '2026-12-07',
  waktu_les: [{ hari: 'Senin', jam: '16:00' }],
  jenis_kelamin_guru: 'bebas',
  catatan_guru: 'Guru pilihan: #1207\nFokus ujian',
  kode_referral: 'RINA2024',
  mata_pelajaran: ['Matematika', 'Fisika'],
  jadwal: [
    { mata_pelajaran: 'Matematika', tanggal: '2026-12-07', jam: '16:00' },
    { mata_pelajaran: 'Fisika', tanggal: '2026-12-14', jam: '16:00' },
    { mata_pelajaran: 'Matematika', tanggal: '2026-12-21', jam: '16:00' },
    { mata_pelajaran: 'Fisika', tanggal: '2027-01-04', jam: '16:00' },
  ],
};

describe('Preview Pemesanan', () => {
  it('sends the draft and shows the sanitised preview in a modal dialog; Escape closes it', async () => {
    const { user, fake } = await openStepFour();
    await screen.findByText('Guru pilihan: #1207');

    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const dialog = await screen.findByRole('dialog', { name: 'Preview Pemesanan' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(fake.callsTo('POST /siswa/pemesanan-les/preview')[0]?.body).toEqual(EXPECTED_BODY);
    expect(within(dialog).getByRole('cell', { name: 'Rp 620.000' })).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByRole('img', { name: 'logo' })).not.toHaveAttribute('onerror');
    expect((window as { __diretas?: boolean }).__diretas).toBeUndefined();
    // a native modal <dialog> (the browser keeps focus out of the page behind it), focused itself
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveFocus();

    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Ubah Pesanan' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Kirim Pesanan' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveFocus();
  });

  it("shows the server's refusal of the preview", async () => {
    const { user } = await openStepFour({
      'POST /siswa/pemesanan-les/preview': {
        status: 400,
        body: {
          message: 'Jadwal tidak sesuai dengan pilihan paket dan mata pelajaran, silakan terapkan jadwal kembali',
        },
      },
    });

    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Jadwal tidak sesuai dengan pilihan paket dan mata pelajaran',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Kirim Pesanan', () => {
  it('retries with the same Idempotency-Key, then opens the order and forgets the draft', async () => {
    let calls = 0;
    const { user, fake } = await openStepFour({
      'POST /api/pesanan': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { message: 'Server sedang sibuk, silakan coba lagi' } }
          : { status: 201, body: orderAnswer() };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview Pemesanan' });

    await user.click(within(dialog).getByRole('button', { name: 'Kirim Pesanan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Server sedang sibuk, silakan coba lagi');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Pesanan' }));

    expect(await screen.findByRole('heading', { level: 1, name: `Pesanan ${ORDER.kode}` })).toBeInTheDocument();
    expect(currentUrl()).toBe(`/siswa/pesanan/${ORDER.kode}`);
    expect(screen.getByText(/^Pesanan berhasil dikirim/)).toHaveAttribute('role', 'status');
    const keys = fake.callsTo('POST /api/pesanan').map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toEqual(['kunci-uji-0001', 'kunci-uji-0001']);
    expect(fake.callsTo('POST /api/pesanan')[1]?.body).toEqual(EXPECTED_BODY);
    expect(fake.callsTo('POST /api/pesanan')[1]?.headers.get('X-CSRF-Token')).toBeTruthy();
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('sends once on a double click', async () => {
    const { user, fake } = await openStepFour({ 'POST /api/pesanan': { status: 201, body: orderAnswer(), delay: 50 } });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const send = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Kirim Pesanan' });

    await user.dblClick(send);

    await screen.findByRole('heading', { level: 1, name: `Pesanan ${ORDER.kode}` });
    expect(fake.callsTo('POST /api/pesanan')).toHaveLength(1);
  });
});

describe('the draft across a reload', () => {
  it('restores the saved draft at its step, and saves what changes', async () => {
    seedDraft(completedDraft({ step: 2 }));
    fakeFetch(wizardRoutes());
    const user = userEvent.setup();
    renderPage(<App />, { route: '/siswa/pemesanan-les' });
    await pageLoaded();

    expect(await screen.findByRole('heading', { level: 2, name: 'Waktu Les' })).toBeInTheDocument();
    expect(screen.getByText('Senin 16:00')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Pertemuan bulan ini' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hapus Senin 16:00' }));

    await waitFor(() => {
      const saved = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}') as {
        draft?: { slots: unknown[]; jadwal: unknown; idempotencyKey: string };
      };
      expect(saved.draft?.slots).toEqual([]);
      expect(saved.draft?.jadwal).toBeNull();
      expect(saved.draft?.idempotencyKey).toBe('kunci-uji-0001');
    });
  });
});
