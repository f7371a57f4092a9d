// The logged-in routes of `npm run bench:web`: who opens each, which of the watched libraries the
// page uses, and the logins through the API (the admin's with its two-step code) whose cookies the
// cold loads start with. The demo accounts are the seed's; the admin is created by the bench's
// server at its first start (servers.mjs passes BENCH_ADMIN to it).
import { TOTP } from 'otpauth';

export const DEMO_STUDENT = { email: 'siswa@pintarprivat.id', password: 'belajar-bersama-2026' };
export const DEMO_TEACHER = { email: 'guru@pintarprivat.id', password: 'mengajar-bersama-2026' };
export const BENCH_ADMIN = {
  email: 'admin-bench@pintarprivat.id',
  password: 'admin-bench-rahasia-2026',
  totpSecret: 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TFOQ',
};

/** The libraries a page must load only where it uses them. */
export const WATCHED_LIBRARIES = ['react-select', 'swiper', 'dompurify'];

/**
 * `{kode}` is the demo student's order the bench places before measuring. `uses`: what the page
 * imports (the wizard's selects and the sanitized package text of its preview; the job board's filters).
 */
export const LOGGED_IN_ROUTES = [
  { route: '/siswa/pemesanan-les', person: DEMO_STUDENT, uses: ['react-select', 'dompurify'] },
  { route: '/siswa/dashbord', person: DEMO_STUDENT, uses: [] },
  { route: '/siswa/pesanan/{kode}', person: DEMO_STUDENT, uses: [] },
  { route: '/guru/loker-mengajar', person: DEMO_TEACHER, uses: ['react-select'] },
  { route: '/guru/jadwal', person: DEMO_TEACHER, uses: [] },
  { route: '/admin/pesanan', person: BENCH_ADMIN, uses: [] },
];

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const STEP_MS = 30_000;
/** the last two-step step used: both servers share one database, and the server takes a step once */
let lastStep = 0;

async function post(context, url, data, headers = {}) {
  const csrf = await context.request.get('/api/auth/csrf', { headers: XHR });
  const { token } = await csrf.json();
  return context.request.post(url, { data, headers: { ...XHR, 'X-CSRF-Token': token, ...headers } });
}

/** A code of a step the server has not taken yet (it takes the current step and one either side). */
async function unusedCode(secret) {
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now - 1, lastStep + 1);
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50)); // the clock's next step
  lastStep = step;
  return new TOTP({ secret }).generate({ timestamp: step * STEP_MS });
}

/**
 * Logs `person` in through the API of `baseUrl`; returns the cookies every cold load of theirs starts with.
 * @param {import('playwright-core').Browser} browser
 */
export async function logIn(browser, baseUrl, person) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const { totpSecret, ...credentials } = person;
    const login = await post(context, '/api/auth/login', credentials);
    if (login.status() !== 200) throw new Error(`login of ${person.email} answered ${login.status()}`);
    if (totpSecret) {
      const second = await post(context, '/api/auth/login/mfa', { kode: await unusedCode(totpSecret) });
      if (second.status() !== 200) throw new Error(`two-step login of ${person.email} answered ${second.status()}`);
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

const jakartaDate = (days) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Places an order of the demo student (as e2e/src/orders.ts does) and returns its code. */
export async function placeDemoOrder(browser, baseUrl, studentState) {
  const context = await browser.newContext({ baseURL: baseUrl, storageState: studentState });
  try {
    const start = jakartaDate(3);
    const waktu = [
      { hari: 'Senin', jam: '16:00' },
      { hari: 'Rabu', jam: '16:00' },
    ];
    const schedule = await post(context, '/api/generate/pemesanan-les-jadwal', {
      paket: 2,
      tanggal_mulai_les: start,
      waktu: waktu.map((slot) => `${slot.hari} ${slot.jam}`),
      subject: [{ mata_pelajaran: 'Fisika', jumlah: 4 }],
    });
    if (schedule.status() !== 200) throw new Error(`schedule answered ${schedule.status()}`);
    const { data } = await schedule.json();
    const order = await post(
      context,
      '/api/pesanan',
      {
        paket_id: 2,
        jenjang_id: 16,
        kurikulum_id: 10,
        kelas: '10',
        sistem_pembelajaran: 'Offline',
        jumlah_siswa: 1,
        provinsi_id: 32,
        kota_id: 3273,
        kecamatan_id: 327302,
        alamat: 'Jl. Dipati Ukur No. 35',
        tanggal_mulai_les: start,
        waktu_les: waktu,
        jenis_kelamin_guru: 'bebas',
        catatan_guru: 'Pesanan untuk bench:web',
        kode_referral: null,
        mata_pelajaran: ['Fisika'],
        jadwal: data.map(({ tanggal, jam, mata_pelajaran }) => ({ tanggal, jam, mata_pelajaran })),
      },
      { 'Idempotency-Key': `bench-web-${Date.now().toString(36)}` },
    );
    if (order.status() !== 201) throw new Error(`order answered ${order.status()}: ${await order.text()}`);
    return (await order.json()).data.kode;
  } finally {
    await context.close();
  }
}

/**
 * The watched libraries a load downloaded (packages of its scripts, attribution.mjs) and those of
 * them the page does not use.
 * @param {Map<string, number>} perPackage @param {string[]} uses
 */
export function librariesOf(perPackage, uses) {
  const loaded = WATCHED_LIBRARIES.filter((library) => perPackage.has(library));
  return { loaded, unused: loaded.filter((library) => !uses.includes(library)) };
}
