import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClockProvider } from '@tutor/api';
import type { CalendarLink, MeetingAnswer, TeacherMeeting, TeacherScheduleAnswer } from '@tutor/contract';
import { MEETING_MESSAGES } from '@tutor/rules';
import {
  fakeFetch,
  meeting,
  meetingOf,
  pageLoaded,
  renderPage,
  teacherMeeting,
  type FakeHandler,
} from '@tutor/testing';
import App from '../App';
import { NO_RENEWAL_OFFERS, teacherSession } from '../testSupport/fixtures';

const WEEK = 'GET /api/guru/jadwal';
const UNREPORTED = 'GET /api/guru/pertemuan/belum-dilaporkan';
const ROOM = 'https://meet.jit.si/9f2c4e7a1b3d5f60718293a4b5c6d7e8';
const REPORT = 'POST /api/pertemuan/2/laporan';
/** Thursday 10 December 2026, 17:00 in Jakarta */
const NOW = Date.parse('2026-12-10T10:00:00Z');

const THIS_WEEK: TeacherMeeting[] = [
  teacherMeeting(1, 'selesai', { tanggal: '2026-12-07', jam: '14:00' }),
  teacherMeeting(2, 'terjadwal', { tanggal: '2026-12-10', jam: '16:00' }),
  teacherMeeting(3, 'terjadwal', { tanggal: '2026-12-10', jam: '19:00' }),
  teacherMeeting(4, 'terjadwal', {
    tanggal: '2026-12-12',
    kode: 'PP-0009',
    siswa: { nama: 'Bima Saputra', whatsapp: '6281234567009' },
    sistem_pembelajaran: 'Online',
    tempat: 'Online',
    tautan_kelas: ROOM,
    mata_pelajaran: 'Bahasa Inggris',
    jenjang: 'SD',
  }),
];
const week = (data: TeacherMeeting[]): { body: TeacherScheduleAnswer } => ({ body: { data } });
const FEED: { body: CalendarLink } = { body: { data: { url: '/api/kalender/rahasia-guru.ics' } } };

async function openSchedule(
  answer: FakeHandler = ({ query }) => week(query.get('dari') === '2026-12-07' ? THIS_WEEK : []),
  unreported: FakeHandler = () => week([]),
) {
  const network = fakeFetch({
    'GET /api/auth/me': teacherSession('terverifikasi'),
    [WEEK]: answer,
    [UNREPORTED]: unreported,
    'GET /api/kalender': FEED,
    ...NO_RENEWAL_OFFERS,
  });
  const user = userEvent.setup();
  renderPage(
    <ClockProvider clock={() => NOW}>
      <App />
    </ClockProvider>,
    { route: '/guru/jadwal' },
  );
  await pageLoaded();
  return { network, user };
}

const days = () => screen.getByRole('list', { name: 'Hari dalam minggu ini' });
const meetingCard = (name: RegExp) => within(days()).getByRole('article', { name });

describe("the teacher's week (/guru/jadwal)", () => {
  it("shows this week's meetings by day, today marked, each with student, place, subject and state", async () => {
    const { network } = await openSchedule();

    expect(screen.getByRole('heading', { level: 1, name: 'Jadwal Mengajar' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Jadwal Mengajar \|/);
    expect(
      within(screen.getByRole('navigation', { name: 'Halaman guru' })).getByRole('link', { name: 'Jadwal Mengajar' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: '7 Desember 2026 – 13 Desember 2026' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Hari dalam minggu ini' });
    expect(Object.fromEntries(network.callsTo(WEEK)[0]?.query ?? [])).toEqual({
      dari: '2026-12-07',
      sampai: '2026-12-13',
    });

    const dayItems = within(days()).getAllByRole('listitem');
    expect(dayItems).toHaveLength(7);
    const today = dayItems.find((item) => item.getAttribute('aria-current') === 'date') as HTMLElement;
    expect(within(today).getByRole('heading', { level: 2 })).toHaveTextContent('Kamis, 10 Desember 2026Hari ini');
    expect(within(today).getAllByRole('article')).toHaveLength(2);
    expect(dayItems[1]).toHaveTextContent('Tidak ada pertemuan');

    const held = meetingCard(/16:00 WIB · Dewi Anggraini/);
    expect(held).toHaveTextContent('Matematika (SMA), pertemuan 2');
    expect(held).toHaveTextContent('Jl. Melati No. 5, Tebet, Kota Jakarta Selatan, DKI Jakarta');
    expect(held).toHaveTextContent('Terjadwal');
    expect(within(held).getByRole('link', { name: 'WhatsApp Dewi Anggraini' })).toHaveAttribute(
      'href',
      'https://wa.me/6281234567004',
    );
    expect(within(held).getByRole('button', { name: 'Laporkan pertemuan 2 Dewi Anggraini' })).toBeInTheDocument();
    // the evening meeting has not started yet: nothing to report
    expect(within(meetingCard(/19:00 WIB/)).queryByRole('button', { name: /Laporkan/ })).not.toBeInTheDocument();
    const online = meetingCard(/Bima Saputra/);
    expect(online).toHaveTextContent('Online');
    expect(online).toHaveTextContent('Bahasa Inggris (SD)');
    // an Online meeting opens its video room; an Offline one has none
    const room = within(online).getByRole('link', { name: 'Masuk kelas online, pertemuan 4 Bima Saputra' });
    expect(room).toHaveAttribute('href', ROOM);
    expect(room).toHaveAttribute('target', '_blank');
    expect(within(held).queryByRole('link', { name: /Masuk kelas online/ })).not.toBeInTheDocument();
    // nothing passed unreported: no section for it
    expect(screen.queryByRole('region', { name: /Belum dilaporkan/ })).not.toBeInTheDocument();
  });

  it('reports a meeting that has started: both fields required, then it waits for the student', async () => {
    let reported = false;
    const { network, user } = await openSchedule(() =>
      week(
        reported
          ? THIS_WEEK.map((item) =>
              item.id === 2
                ? {
                    ...item,
                    status: 'dilaporkan',
                    laporan: { topik: 'Persamaan kuadrat', catatan: 'Sudah paham', waktu: '2026-12-10T10:00:00.000Z' },
                  }
                : item,
            )
          : THIS_WEEK,
      ),
    );
    network.on(REPORT, ({ body }): { body: MeetingAnswer } => {
      reported = true;
      return {
        body: {
          data: {
            ...meeting(2, 'dilaporkan'),
            laporan: { ...(body as { topik: string; catatan: string }), waktu: '2026-12-10T10:00:00.000Z' },
          },
        },
      };
    });
    await screen.findByRole('list', { name: 'Hari dalam minggu ini' });

    await user.click(screen.getByRole('button', { name: 'Laporkan pertemuan 2 Dewi Anggraini' }));
    const form = screen.getByRole('form', { name: 'Laporan pertemuan 2 Dewi Anggraini' });
    expect(within(form).getByLabelText('Topik yang diajarkan')).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Kirim laporan' }));
    expect(within(form).getByText(MEETING_MESSAGES.topicRequired)).toBeInTheDocument();
    expect(within(form).getByText(MEETING_MESSAGES.noteRequired)).toBeInTheDocument();
    expect(network.callsTo(REPORT)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Topik yang diajarkan'), 'Persamaan kuadrat');
    expect(within(form).getByText('17/200 karakter')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Catatan perkembangan siswa'), 'Sudah paham');
    expect(within(form).getByText('11/2000 karakter')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Kirim laporan' }));

    expect(await screen.findByText('Laporan terkirim. Menunggu konfirmasi siswa.')).toBeInTheDocument();
    expect(network.callsTo(REPORT)[0]?.body).toEqual({ topik: 'Persamaan kuadrat', catatan: 'Sudah paham' });
    await waitFor(() =>
      expect(meetingCard(/16:00 WIB · Dewi Anggraini/)).toHaveTextContent('Menunggu konfirmasi siswa'),
    );
    expect(meetingCard(/16:00 WIB · Dewi Anggraini/)).toHaveTextContent('Laporan: Persamaan kuadrat');
    expect(screen.queryByRole('button', { name: 'Laporkan pertemuan 2 Dewi Anggraini' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a report (409)", async () => {
    const { network, user } = await openSchedule();
    network.on(REPORT, { status: 409, body: { message: MEETING_MESSAGES.alreadyReported } });
    await screen.findByRole('list', { name: 'Hari dalam minggu ini' });

    await user.click(screen.getByRole('button', { name: 'Laporkan pertemuan 2 Dewi Anggraini' }));
    const form = screen.getByRole('form', { name: 'Laporan pertemuan 2 Dewi Anggraini' });
    await user.type(within(form).getByLabelText('Topik yang diajarkan'), 'Persamaan kuadrat');
    await user.type(within(form).getByLabelText('Catatan perkembangan siswa'), 'Sudah paham');
    await user.click(within(form).getByRole('button', { name: 'Kirim laporan' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(MEETING_MESSAGES.alreadyReported);
  });

  it('moves to the next and the previous week; an empty week says so', async () => {
    const { network, user } = await openSchedule();
    await screen.findByRole('list', { name: 'Hari dalam minggu ini' });

    await user.click(screen.getByRole('button', { name: 'Minggu berikutnya' }));
    expect(await screen.findByText('Tidak ada pertemuan minggu ini')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '14 Desember 2026 – 20 Desember 2026' })).toBeInTheDocument();
    const asked = () => network.callsTo(WEEK).map((call) => `${call.query.get('dari')}..${call.query.get('sampai')}`);
    expect(asked()).toContain('2026-12-14..2026-12-20');
    // nothing ahead and nothing to report: the week says when meetings appear
    expect(
      await screen.findByText('Pertemuan muncul di sini setelah orang tua atau siswa membayar pesanan yang Anda ajar.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Minggu sebelumnya' }));
    await user.click(screen.getByRole('button', { name: 'Minggu sebelumnya' }));
    expect(await screen.findByRole('heading', { name: '30 November 2026 – 6 Desember 2026' })).toBeInTheDocument();
    expect(asked()).toContain('2026-11-30..2026-12-06');
  });

  it('points an empty week to the next meeting, and goes to that week', async () => {
    const later = teacherMeeting(7, 'terjadwal', { tanggal: '2027-01-12', jam: '15:30' });
    const { network, user } = await openSchedule(({ query }) => {
      const dari = query.get('dari') ?? '';
      const sampai = query.get('sampai') ?? '';
      return week(dari <= later.tanggal && later.tanggal <= sampai ? [later] : []);
    });
    await user.click(screen.getByRole('button', { name: 'Minggu berikutnya' }));
    expect(
      await screen.findByText('Pertemuan berikutnya: Selasa, 12 Januari 2027 pukul 15:30 WIB dengan Dewi Anggraini.'),
    ).toBeInTheDocument();
    // looked up from today as far as the schedule answers (62 days)
    expect(network.callsTo(WEEK).map((call) => call.query.get('sampai'))).toContain('2027-02-10');

    await user.click(screen.getByRole('button', { name: 'Lihat minggu 11 Januari 2027' }));
    expect(await screen.findByRole('heading', { name: '11 Januari 2027 – 17 Januari 2027' })).toBeInTheDocument();
    // the heading follows the click at once; the week's list comes with its answer
    const weekList = await screen.findByRole('list', { name: 'Hari dalam minggu ini' });
    expect(await within(weekList).findByRole('article', { name: /15:30 WIB · Dewi Anggraini/ })).toBeInTheDocument();
  });

  it('lists the meetings passed unreported first, whatever week is shown, and a report takes one off', async () => {
    const late = [
      teacherMeeting(11, 'terjadwal', { tanggal: '2026-11-02', nomor: 1 }),
      teacherMeeting(12, 'terjadwal', { tanggal: '2026-11-05', nomor: 2 }),
    ];
    let reported = false;
    const { network, user } = await openSchedule(
      () => week([]),
      () => week(reported ? late.slice(1) : late),
    );
    network.on('POST /api/pertemuan/11/laporan', () => {
      reported = true;
      return { body: { data: meetingOf({ ...(late[0] as TeacherMeeting), status: 'dilaporkan' }) } };
    });

    const section = await screen.findByRole('region', { name: 'Belum dilaporkan (2)' });
    const list = within(section).getByRole('list', { name: 'Pertemuan belum dilaporkan' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby') && card.querySelector('h3')?.textContent)).toEqual([
      'Senin, 2 November 2026 · 16:00 WIB · Dewi Anggraini',
      'Kamis, 5 November 2026 · 16:00 WIB · Dewi Anggraini',
    ]);
    // the empty week does not claim meetings come only after a payment
    expect(
      await screen.findByText(
        'Tidak ada pertemuan terjadwal ke depan. Laporkan pertemuan yang belum dilaporkan di atas.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/setelah orang tua atau siswa membayar/)).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Laporkan pertemuan 1 Dewi Anggraini' }));
    const form = within(section).getByRole('form', { name: 'Laporan pertemuan 1 Dewi Anggraini' });
    await user.type(within(form).getByLabelText('Topik yang diajarkan'), 'Trigonometri');
    await user.type(within(form).getByLabelText('Catatan perkembangan siswa'), 'Perlu latihan soal cerita');
    await user.click(within(form).getByRole('button', { name: 'Kirim laporan' }));

    expect(await screen.findByRole('region', { name: 'Belum dilaporkan (1)' })).toBeInTheDocument();
    expect(network.callsTo(UNREPORTED).length).toBeGreaterThanOrEqual(2);

    // another week: the section stays
    await user.click(screen.getByRole('button', { name: 'Minggu sebelumnya' }));
    expect(await screen.findByRole('heading', { name: '30 November 2026 – 6 Desember 2026' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Belum dilaporkan (1)' })).toBeInTheDocument();
  });

  it('shows placeholders while loading, and the error with a retry', async () => {
    await openSchedule(() => ({ status: 500, body: { message: 'Jadwal tidak dapat dimuat' }, delay: 30 }));

    expect(screen.getByText('Memuat jadwal')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Jadwal tidak dapat dimuat');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('links the calendar feed', async () => {
    await openSchedule();

    const calendar = screen.getByRole('region', { name: 'Kalender pertemuan' });
    expect(await within(calendar).findByRole('link', { name: 'Tambahkan ke kalender' })).toHaveAttribute(
      'href',
      'http://localhost/api/kalender/rahasia-guru.ics',
    );
    expect(within(calendar).getByRole('button', { name: 'Buat URL baru' })).toBeInTheDocument();
  });

  it("counts the student's proposals, refuses one, and offers Ubah jadwal only outside the last 24 hours", async () => {
    let refused = false;
    const usulan = { tanggal: '2026-12-14', jam: '08:00', oleh: 'siswa' as const };
    const withProposal = THIS_WEEK.map((item) => (item.id === 4 ? { ...item, usulan } : item));
    const { network, user } = await openSchedule(({ query }) =>
      week(query.get('dari') !== '2026-12-07' ? [] : refused ? THIS_WEEK : withProposal),
    );
    network.on('POST /api/pertemuan/4/ubah-jadwal/tolak', () => {
      refused = true;
      return { body: { data: meetingOf(THIS_WEEK[3] as TeacherMeeting) } };
    });

    expect(
      await screen.findByText('1 usulan ubah jadwal dari siswa menunggu jawaban Anda minggu ini.'),
    ).toBeInTheDocument();
    const proposed = meetingCard(/Bima Saputra/);
    expect(proposed).toHaveTextContent(
      'Usulan siswa: Senin, 14 Desember 2026 pukul 08.00 WIB. Setujui atau tolak perubahan jadwal ini.',
    );
    // 19:00 today is within 24 hours: it cannot be moved; 16:00 today passed unreported: it can
    expect(within(meetingCard(/19:00 WIB/)).queryByRole('button', { name: /Ubah jadwal/ })).not.toBeInTheDocument();
    expect(
      within(meetingCard(/16:00 WIB · Dewi/)).getByRole('button', { name: 'Ubah jadwal pertemuan 2' }),
    ).toBeInTheDocument();

    await user.click(within(proposed).getByRole('button', { name: 'Tolak ubah jadwal pertemuan 4' }));

    await waitFor(() => expect(screen.queryByText(/usulan ubah jadwal dari siswa/)).not.toBeInTheDocument());
    expect(meetingCard(/Bima Saputra/)).not.toHaveTextContent('Usulan siswa');
    expect(network.callsTo('POST /api/pertemuan/4/ubah-jadwal/tolak')).toHaveLength(1);
  });
});
