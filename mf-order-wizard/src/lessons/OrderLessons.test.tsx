import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClockProvider } from '@tutor/api';
import type { CalendarLink, Meeting, OrderDetail, OrderMeetingsAnswer } from '@tutor/contract';
import { fakeFetch, meeting, pageLoaded, renderPage } from '@tutor/testing';
import App from '../App';
import { notReviewableYet, onlinePaymentOff, ORDER, orderAnswer } from '../testSupport/orders';

const PAID: OrderDetail = {
  ...ORDER,
  status: 'aktif',
  boleh_batal: false,
  guru: { id: 31, nama: 'Rina Wulandari', foto: '/storage/guru/31.jpg', whatsapp: '6281234500031' },
};
const ROUTE = `/siswa/pesanan/${PAID.kode}`;
/** 1 December 2026 07:00 WIB: every terjadwal meeting is more than 24 hours away */
const NOW = Date.parse('2026-12-01T00:00:00Z');
const ORDER_GET = `GET /api/pesanan/${PAID.kode}`;
const MEETINGS_GET = `GET /api/pesanan/${PAID.kode}/pertemuan`;
const FEED = (token: string): { body: CalendarLink } => ({ body: { data: { url: `/api/kalender/${token}.ics` } } });

function meetingsAnswer(items: Meeting[]): { body: OrderMeetingsAnswer } {
  return {
    body: { data: { sisa: items.filter((item) => item.status !== 'selesai').length, total: items.length, items } },
  };
}

const FOUR = [
  meeting(1, 'selesai'),
  meeting(2, 'dilaporkan', { tanggal: '2026-12-10', mata_pelajaran: 'Fisika' }),
  meeting(3, 'terjadwal', { tanggal: '2026-12-14' }),
  meeting(4, 'terjadwal', { tanggal: '2026-12-17', mata_pelajaran: 'Fisika' }),
];

function paidOrderRoutes(items: Meeting[] = FOUR) {
  return {
    [ORDER_GET]: { body: orderAnswer(PAID) },
    [MEETINGS_GET]: meetingsAnswer(items),
    'GET /api/kalender': FEED('rahasia-1'),
    ...notReviewableYet(PAID.kode),
    ...onlinePaymentOff(PAID.kode),
  };
}

async function openOrder() {
  const user = userEvent.setup();
  renderPage(
    <ClockProvider clock={() => NOW}>
      <App />
    </ClockProvider>,
    { route: ROUTE },
  );
  await pageLoaded();
  const list = await screen.findByRole('list', { name: 'Daftar pertemuan' });
  return { user, list };
}

const meetingItem = (list: HTMLElement, nomor: number) =>
  within(list).getByRole('listitem', { name: `Pertemuan ${nomor}` });

describe('the lessons of a paid order (/siswa/pesanan/:kode)', () => {
  it('shows the teacher with WhatsApp, sisa pertemuan, each meeting with its state and report, and the waiting banner', async () => {
    fakeFetch(paidOrderRoutes());
    const { list } = await openOrder();

    const teacher = screen.getByRole('region', { name: 'Guru Anda' });
    expect(within(teacher).getByText('Rina Wulandari')).toBeInTheDocument();
    expect(within(teacher).getByRole('img', { name: 'Foto Rina Wulandari' })).toHaveAttribute(
      'src',
      '/storage/guru/31.jpg',
    );
    expect(within(teacher).getByRole('link', { name: 'WhatsApp Rina Wulandari' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/6281234500031\?text=.*PL-2611-0007/,
    );

    expect(screen.getByText('Sisa pertemuan: 3 dari 4')).toBeInTheDocument();
    expect(screen.getByText(/1 laporan pertemuan menunggu konfirmasi Anda/)).toHaveTextContent(
      'terkonfirmasi otomatis setelah 72 jam',
    );

    const first = meetingItem(list, 1);
    expect(first).toHaveTextContent('Senin, 7 Desember 2026 pukul 16.00 WIB');
    expect(first).toHaveTextContent('Matematika · Guru: Rina Wulandari');
    expect(first).toHaveTextContent('Selesai');
    expect(within(first).getByText('Topik pertemuan 1')).toBeInTheDocument();
    expect(within(first).getByText('Catatan perkembangan pertemuan 1')).toBeInTheDocument();
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();

    const reported = meetingItem(list, 2);
    expect(reported).toHaveTextContent('Menunggu konfirmasi siswa');
    expect(reported).toHaveTextContent('Terkonfirmasi otomatis pada 10 Desember 2026 bila tidak dijawab.');
    expect(within(reported).getByRole('button', { name: 'Konfirmasi pertemuan 2' })).toBeInTheDocument();
    expect(within(reported).getByRole('button', { name: 'Sanggah pertemuan 2' })).toBeInTheDocument();
    expect(meetingItem(list, 3)).toHaveTextContent('Terjadwal');
    // a terjadwal meeting offers only Ubah jadwal
    expect(
      within(meetingItem(list, 3))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ubah jadwal']);
    // the planned schedule gives way to the meetings once the order is paid
    expect(screen.queryByRole('region', { name: 'Jadwal Les' })).not.toBeInTheDocument();
  });

  it('confirms a reported meeting: it is Selesai and sisa goes down', async () => {
    let confirmed = false;
    const fake = fakeFetch({
      ...onlinePaymentOff(ORDER.kode),
      ...paidOrderRoutes(),
      [MEETINGS_GET]: () =>
        meetingsAnswer(
          confirmed
            ? FOUR.map((item) => (item.id === 2 ? { ...item, status: 'selesai', batas_konfirmasi: null } : item))
            : FOUR,
        ),
      'POST /api/pertemuan/2/konfirmasi': () => {
        confirmed = true;
        return { body: { data: { ...(FOUR[1] as Meeting), status: 'selesai' } } };
      },
    });
    const { user, list } = await openOrder();

    await user.click(within(meetingItem(list, 2)).getByRole('button', { name: 'Konfirmasi pertemuan 2' }));

    expect(await screen.findByText('Sisa pertemuan: 2 dari 4')).toBeInTheDocument();
    expect(meetingItem(screen.getByRole('list', { name: 'Daftar pertemuan' }), 2)).toHaveTextContent('Selesai');
    expect(screen.queryByText(/menunggu konfirmasi Anda/)).not.toBeInTheDocument();
    expect(fake.callsTo('POST /api/pertemuan/2/konfirmasi')).toHaveLength(1);
    // the order itself is asked again: its state may have become selesai
    expect(fake.callsTo(ORDER_GET).length).toBeGreaterThanOrEqual(2);
  });

  it('asks a reason before disputing, then shows the meeting as disputed', async () => {
    let disputed = false;
    const fake = fakeFetch({
      ...onlinePaymentOff(ORDER.kode),
      ...paidOrderRoutes(),
      [MEETINGS_GET]: () =>
        meetingsAnswer(
          disputed
            ? FOUR.map((item) =>
                item.id === 2 ? meeting(2, 'disanggah', { tanggal: '2026-12-10', mata_pelajaran: 'Fisika' }) : item,
              )
            : FOUR,
        ),
      'POST /api/pertemuan/2/sanggah': () => {
        disputed = true;
        return { body: { data: meeting(2, 'disanggah') } };
      },
    });
    const { user, list } = await openOrder();

    await user.click(within(meetingItem(list, 2)).getByRole('button', { name: 'Sanggah pertemuan 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Sanggah pertemuan 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Kirim sanggahan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Alasan sanggahan wajib diisi');
    expect(within(dialog).getByLabelText('Alasan sanggahan')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('POST /api/pertemuan/2/sanggah')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Alasan sanggahan'), 'Guru tidak datang pada hari itu');
    expect(within(dialog).getByText('31/1000 karakter')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kirim sanggahan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('POST /api/pertemuan/2/sanggah')[0]?.body).toEqual({
      alasan: 'Guru tidak datang pada hari itu',
    });
    const item = await waitFor(() => {
      const found = meetingItem(screen.getByRole('list', { name: 'Daftar pertemuan' }), 2);
      expect(found).toHaveTextContent('Disanggah, menunggu keputusan admin');
      return found;
    });
    expect(within(item).getByText('Guru tidak datang pada hari itu')).toBeInTheDocument();
  });

  it("shows the server's refusal of a confirmation (409)", async () => {
    fakeFetch({
      ...onlinePaymentOff(ORDER.kode),
      ...paidOrderRoutes(),
      'POST /api/pertemuan/2/konfirmasi': {
        status: 409,
        body: { message: 'Status pertemuan sudah berubah, silakan muat ulang halaman' },
      },
    });
    const { user, list } = await openOrder();

    await user.click(within(meetingItem(list, 2)).getByRole('button', { name: 'Konfirmasi pertemuan 2' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Status pertemuan sudah berubah, silakan muat ulang halaman',
    );
  });

  it('links the calendar feed and makes a new secret URL', async () => {
    const fake = fakeFetch({ ...paidOrderRoutes(), 'POST /api/kalender/baru': FEED('rahasia-2') });
    const { user } = await openOrder();

    const calendar = screen.getByRole('region', { name: 'Kalender pertemuan' });
    expect(await within(calendar).findByRole('link', { name: 'Tambahkan ke kalender' })).toHaveAttribute(
      'href',
      'http://localhost/api/kalender/rahasia-1.ics',
    );
    fake.on('GET /api/kalender', FEED('rahasia-2'));
    await user.click(within(calendar).getByRole('button', { name: 'Buat URL baru' }));

    expect(
      await within(calendar).findByText('URL kalender baru sudah dibuat. URL lama tidak berlaku lagi.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(calendar).getByRole('link', { name: 'Tambahkan ke kalender' })).toHaveAttribute(
        'href',
        'http://localhost/api/kalender/rahasia-2.ics',
      ),
    );
    expect(within(calendar).getByLabelText('URL kalender')).toHaveValue('http://localhost/api/kalender/rahasia-2.ics');
  });

  it('shows placeholders while the meetings load, and a retry when they cannot', async () => {
    fakeFetch({ ...paidOrderRoutes(), [MEETINGS_GET]: { status: 500, body: { message: 'gagal' }, delay: 30 } });
    renderPage(
      <ClockProvider clock={() => NOW}>
        <App />
      </ClockProvider>,
      { route: ROUTE },
    );
    await pageLoaded();

    expect(await screen.findByText('Memuat pertemuan')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Daftar pertemuan sedang tidak tersedia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('says when an order has no meetings yet', async () => {
    fakeFetch(paidOrderRoutes([]));
    renderPage(
      <ClockProvider clock={() => NOW}>
        <App />
      </ClockProvider>,
      { route: ROUTE },
    );
    await pageLoaded();

    expect(await screen.findByText('Belum ada pertemuan')).toBeInTheDocument();
  });

  it('shows neither the teacher nor meetings before the order is paid', async () => {
    const fake = fakeFetch({
      ...onlinePaymentOff(ORDER.kode),
      [ORDER_GET]: { body: orderAnswer({ ...ORDER, status: 'menunggu_konfirmasi' }) },
    });
    renderPage(
      <ClockProvider clock={() => NOW}>
        <App />
      </ClockProvider>,
      { route: ROUTE },
    );
    await pageLoaded();

    expect(await screen.findByText('Menunggu konfirmasi admin')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Guru Anda' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pertemuan' })).not.toBeInTheDocument();
    expect(fake.callsTo(MEETINGS_GET)).toHaveLength(0);
  });

  it('proposes a new time for a meeting, checked like the wizard, and then waits for the teacher', async () => {
    let proposed = false;
    const usulan = { tanggal: '2026-12-15', jam: '18:30', oleh: 'siswa' as const };
    const fake = fakeFetch({
      ...onlinePaymentOff(ORDER.kode),
      ...paidOrderRoutes(),
      [MEETINGS_GET]: () =>
        meetingsAnswer(proposed ? FOUR.map((item) => (item.id === 3 ? { ...item, usulan } : item)) : FOUR),
      'POST /api/pertemuan/3/ubah-jadwal': () => {
        proposed = true;
        return { status: 201, body: { data: { ...(FOUR[2] as Meeting), usulan } } };
      },
    });
    const { user, list } = await openOrder();

    await user.click(within(meetingItem(list, 3)).getByRole('button', { name: 'Ubah jadwal pertemuan 3' }));
    const form = screen.getByRole('form', { name: 'Ubah jadwal pertemuan 3' });
    await user.click(within(form).getByRole('button', { name: 'Kirim usulan' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Tanggal dan jam baru wajib diisi');
    expect(fake.callsTo('POST /api/pertemuan/3/ubah-jadwal')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Tanggal baru'), '2026-12-15');
    await user.selectOptions(within(form).getByLabelText('Jam'), '18');
    await user.selectOptions(within(form).getByLabelText('Menit'), '30');
    await user.click(within(form).getByRole('button', { name: 'Kirim usulan' }));

    await waitFor(() =>
      expect(meetingItem(screen.getByRole('list', { name: 'Daftar pertemuan' }), 3)).toHaveTextContent(
        'Usulan siswa: Selasa, 15 Desember 2026 pukul 18.30 WIB. Menunggu jawaban guru.',
      ),
    );
    expect(fake.callsTo('POST /api/pertemuan/3/ubah-jadwal')[0]?.body).toEqual({ tanggal: '2026-12-15', jam: '18:30' });
    expect(screen.queryByRole('form', { name: 'Ubah jadwal pertemuan 3' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a proposal, naming the holiday", async () => {
    const holiday = 'Tanggal tersebut hari libur nasional (Hari Raya Natal). Silakan pilih tanggal lain.';
    fakeFetch({
      ...onlinePaymentOff(ORDER.kode),
      ...paidOrderRoutes(),
      'POST /api/pertemuan/3/ubah-jadwal': { status: 400, body: { message: holiday } },
    });
    const { user, list } = await openOrder();

    await user.click(within(meetingItem(list, 3)).getByRole('button', { name: 'Ubah jadwal pertemuan 3' }));
    const form = screen.getByRole('form', { name: 'Ubah jadwal pertemuan 3' });
    await user.type(within(form).getByLabelText('Tanggal baru'), '2026-12-25');
    await user.selectOptions(within(form).getByLabelText('Jam'), '10');
    await user.click(within(form).getByRole('button', { name: 'Kirim usulan' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(holiday);
  });

  it("counts the teacher's proposal as waiting, and agreeing moves the meeting", async () => {
    let agreed = false;
    const proposal = {
      dari: 'terjadwal' as const,
      ke: 'terjadwal' as const,
      oleh: 'Guru: Rina Wulandari',
      waktu: '2026-11-30T03:00:00.000Z',
      keterangan: 'Mengusulkan ubah jadwal dari 2026-12-17 16:00 ke 2026-12-18 09:00',
    };
    const waiting = FOUR.map((item) =>
      item.id === 4
        ? { ...item, usulan: { tanggal: '2026-12-18', jam: '09:00', oleh: 'guru' as const }, riwayat: [proposal] }
        : item,
    );
    const fake = fakeFetch({
      ...onlinePaymentOff(ORDER.kode),
      ...paidOrderRoutes(),
      [MEETINGS_GET]: () =>
        meetingsAnswer(
          agreed
            ? FOUR.map((item) => (item.id === 4 ? { ...item, tanggal: '2026-12-18', jam: '09:00' } : item))
            : waiting,
        ),
      'POST /api/pertemuan/4/ubah-jadwal/setuju': () => {
        agreed = true;
        return { body: { data: { ...(FOUR[3] as Meeting), tanggal: '2026-12-18', jam: '09:00' } } };
      },
    });
    const { user, list } = await openOrder();

    expect(screen.getByText('1 usulan ubah jadwal dari guru menunggu jawaban Anda.')).toBeInTheDocument();
    expect(meetingItem(list, 4)).toHaveTextContent(
      'Usulan guru: Jumat, 18 Desember 2026 pukul 09.00 WIB. Setujui atau tolak perubahan jadwal ini.',
    );
    // the history says who proposed what
    expect(within(meetingItem(list, 4)).getByRole('list', { name: 'Riwayat pertemuan 4' })).toHaveTextContent(
      '30 November 2026 · Guru: Rina Wulandari: Mengusulkan ubah jadwal dari 2026-12-17 16:00 ke 2026-12-18 09:00',
    );
    await user.click(within(meetingItem(list, 4)).getByRole('button', { name: 'Setujui ubah jadwal pertemuan 4' }));

    await waitFor(() =>
      expect(meetingItem(screen.getByRole('list', { name: 'Daftar pertemuan' }), 4)).toHaveTextContent(
        'Jumat, 18 Desember 2026 pukul 09.00 WIB',
      ),
    );
    expect(screen.queryByText(/usulan ubah jadwal dari guru/)).not.toBeInTheDocument();
    expect(fake.callsTo('POST /api/pertemuan/4/ubah-jadwal/setuju')).toHaveLength(1);
  });

  it('opens the video room of each Online meeting still to hold, and of none held already', async () => {
    const room = (id: number) => `https://meet.jit.si/${String(id).repeat(32)}`;
    fakeFetch(
      paidOrderRoutes([
        meeting(1, 'selesai', { tautan_kelas: room(1) }),
        meeting(3, 'terjadwal', { tanggal: '2026-12-14', tautan_kelas: room(3) }),
        meeting(4, 'terjadwal', { tanggal: '2026-12-17' }),
      ]),
    );
    const { list } = await openOrder();

    const link = within(meetingItem(list, 3)).getByRole('link', { name: 'Masuk kelas online, pertemuan 3' });
    expect(link).toHaveAttribute('href', room(3));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(meetingItem(list, 1)).queryByRole('link', { name: /Masuk kelas online/ })).not.toBeInTheDocument();
    expect(within(meetingItem(list, 4)).queryByRole('link', { name: /Masuk kelas online/ })).not.toBeInTheDocument();
  });
});
