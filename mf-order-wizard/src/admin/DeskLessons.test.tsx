import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClockProvider } from '@tutor/api';
import type { Meeting, OrderMeetingsAnswer } from '@tutor/contract';
import { MEETING_MESSAGES } from '@tutor/rules';
import { fakeFetch, meeting, pageLoaded, renderPage } from '@tutor/testing';
import App from '../App';
import { answer, candidates, CANDIDATES, detail, NO_ONLINE_PAYMENT } from './desk.fixtures';

const MEETINGS_GET = 'GET /api/pesanan/PP-0001/pertemuan';
const DECIDE = 'POST /api/admin/pertemuan/2/putuskan';
/** 11 December 2026, 09:00 in Jakarta */
const NOW = Date.parse('2026-12-11T02:00:00Z');

const ITEMS: Meeting[] = [
  meeting(1, 'selesai'),
  meeting(2, 'disanggah', { tanggal: '2026-12-10' }),
  meeting(3, 'terjadwal', { tanggal: '2026-12-14' }),
];
const meetingsAnswer = (items: Meeting[]): { body: OrderMeetingsAnswer } => ({
  body: { data: { sisa: items.filter((item) => item.status !== 'selesai').length, total: items.length, items } },
});
const PAID = {
  ...detail('aktif'),
  guru: { id: 31, nama: 'Rina Wulandari', foto: '/storage/guru/31.jpg', whatsapp: '6281234500031' },
};

async function openDesk(decided: () => Meeting['status'] = () => 'disanggah') {
  const network = fakeFetch({
    'GET /api/pesanan/PP-0001': answer(PAID),
    'GET /api/pesanan/PP-0001/pembayaran-online': NO_ONLINE_PAYMENT,
    [MEETINGS_GET]: () => meetingsAnswer(ITEMS.map((item) => (item.id === 2 ? { ...item, status: decided() } : item))),
    [DECIDE]: ({ body }) => ({
      body: {
        data: {
          ...(ITEMS[1] as Meeting),
          status: (body as { terlaksana: boolean }).terlaksana ? 'selesai' : 'terjadwal',
        },
      },
    }),
  });
  const user = userEvent.setup();
  renderPage(
    <ClockProvider clock={() => NOW}>
      <App />
    </ClockProvider>,
    { route: '/admin/pesanan/PP-0001' },
  );
  await pageLoaded();
  const section = await screen.findByRole('region', { name: 'Pertemuan' });
  await within(section).findByText('Sisa pertemuan: 2 dari 3');
  return { network, user, section };
}

describe("admin order desk: a paid order's meetings", () => {
  it("lists the meetings and the disputed one with the teacher's report and the student's reason", async () => {
    const { section } = await openDesk();

    const chat = new URL(
      within(section).getByRole('link', { name: 'Kirim WhatsApp ke Rina Wulandari' }).getAttribute('href') as string,
    );
    expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/6281234500031');
    expect(chat.searchParams.get('text')).toContain(
      'Halo Rina Wulandari, kami admin Pintar Privat. Kami menghubungi Anda tentang pesanan les',
    );
    expect(within(section).getByRole('heading', { name: 'Sanggahan (1)' })).toBeInTheDocument();
    const disputed = within(section).getByRole('list', { name: 'Pertemuan disanggah' });
    const item = within(disputed).getByRole('listitem', { name: 'Pertemuan 2' });
    expect(item).toHaveTextContent('Kamis, 10 Desember 2026 pukul 16.00 WIB');
    expect(item).toHaveTextContent('Disanggah, menunggu keputusan admin');
    expect(within(item).getByText('Topik pertemuan 2')).toBeInTheDocument();
    expect(within(item).getByText('Catatan perkembangan pertemuan 2')).toBeInTheDocument();
    expect(within(item).getByText('Guru tidak datang pada hari itu')).toBeInTheDocument();
    expect(
      within(within(section).getByRole('list', { name: 'Semua pertemuan' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('decides a disputed meeting was held', async () => {
    let status: Meeting['status'] = 'disanggah';
    const { network, user, section } = await openDesk(() => status);
    const form = within(section).getByRole('form', { name: 'Putuskan pertemuan 2' });

    await user.click(within(form).getByRole('button', { name: 'Putuskan' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Pilih keputusan: terlaksana atau tidak terlaksana');
    expect(network.callsTo(DECIDE)).toHaveLength(0);

    status = 'selesai';
    await user.click(within(form).getByLabelText('Terlaksana (selesai)'));
    await user.click(within(form).getByRole('button', { name: 'Putuskan' }));

    expect(await within(section).findByText('Tidak ada pertemuan yang disanggah.')).toBeInTheDocument();
    expect(network.callsTo(DECIDE)[0]?.body).toEqual({ terlaksana: true });
  });

  it('moves a meeting that was not held to a new date and time, checked like the wizard slots', async () => {
    let status: Meeting['status'] = 'disanggah';
    const { network, user, section } = await openDesk(() => status);
    const form = within(section).getByRole('form', { name: 'Putuskan pertemuan 2' });
    await user.click(within(form).getByLabelText('Tidak terlaksana, jadwalkan ulang'));

    await user.click(within(form).getByRole('button', { name: 'Putuskan' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(MEETING_MESSAGES.newSlotRequired);

    const date = within(form).getByLabelText('Tanggal baru');
    expect(date).toHaveAttribute('min', '2026-12-11');
    await user.type(date, '2026-12-09');
    await user.selectOptions(within(form).getByLabelText('Jam'), '16');
    await user.click(within(form).getByRole('button', { name: 'Putuskan' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(MEETING_MESSAGES.dateInPast);
    expect(network.callsTo(DECIDE)).toHaveLength(0);
    expect(within(form).getByLabelText('Jam').querySelectorAll('option')).toHaveLength(18);

    status = 'terjadwal';
    await user.clear(date);
    await user.type(date, '2026-12-15');
    await user.selectOptions(within(form).getByLabelText('Menit'), '30');
    await user.click(within(form).getByRole('button', { name: 'Putuskan' }));

    await waitFor(() => expect(network.callsTo(DECIDE)).toHaveLength(1));
    expect(network.callsTo(DECIDE)[0]?.body).toEqual({ terlaksana: false, tanggal: '2026-12-15', jam: '16:30' });
    expect(await within(section).findByText('Tidak ada pertemuan yang disanggah.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a decision (a clash)", async () => {
    const { network, user, section } = await openDesk();
    network.on(DECIDE, { status: 409, body: { message: MEETING_MESSAGES.clash } });
    const form = within(section).getByRole('form', { name: 'Putuskan pertemuan 2' });
    await user.click(within(form).getByLabelText('Terlaksana (selesai)'));
    await user.click(within(form).getByRole('button', { name: 'Putuskan' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(MEETING_MESSAGES.clash);
  });

  it('shows a clashing applicant with the dates and does not let the admin propose them', async () => {
    const clashing = {
      ...(CANDIDATES[0] as (typeof CANDIDATES)[number]),
      bentrok: [{ tanggal: '2026-12-07', jam: '16:00', kode: 'PP-0004' }],
    };
    fakeFetch({
      'GET /api/pesanan/PP-0001': answer(detail('mencari_guru')),
      'GET /api/admin/pesanan/PP-0001/pelamar': candidates([clashing, ...CANDIDATES.slice(1)]),
    });
    renderPage(<App />, { route: '/admin/pesanan/PP-0001' });
    await pageLoaded();

    const clash = await screen.findByRole('note', { name: 'Jadwal bentrok: Rina Wulandari' });
    expect(clash).toHaveTextContent('Jadwal bentrok dengan 1 pertemuan milik Rina Wulandari:');
    expect(clash).toHaveTextContent('Senin, 7 Desember 2026 pukul 16.00 WIB (pesanan PP-0004)');
    expect(screen.getByRole('checkbox', { name: 'Usulkan Rina Wulandari' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Usulkan Sari Dewi' })).toBeEnabled();
  });
});
