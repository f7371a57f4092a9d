import { test, expect, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, logInThroughForm } from '../src/accounts';
import { DESKTOP, MOBILE, baseUrl, openPage, waitForMainHeading } from '../src/browser';
import { hasNoHorizontalOverflow } from '../src/navigation';
import { gotoReady } from '../src/ready';

let browser: Browser;
test.beforeAll(({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

const unique = Date.now().toString(36);

/**
 * Is the teacher among the search results of a level and a regency (every page, as /cari-pengajar
 * asks)? Results show a nickname, not the full name, so the teacher is found by a unique university.
 */
async function teacherIsSearchable(university: string, jenjangId: number, kotaId: number): Promise<boolean> {
  for (let page = 1; ; page += 1) {
    const answer = (await (
      await fetch(`${baseUrl()}/api/landing/searching-guru?jenjang_id=${jenjangId}&lokasi_id=${kotaId}&page=${page}`)
    ).json()) as {
      data: { perguruan_tinggi: string }[];
      last_page: number;
    };
    if (answer.data.some((teacher) => teacher.perguruan_tinggi === university)) return true;
    if (page >= answer.last_page) return false;
  }
}

async function fillAccount(page: Page, nama: string, email: string) {
  const main = page.locator('main');
  await main.getByLabel('Nama lengkap').fill(nama);
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Nomor WhatsApp').fill('6281299' + String(Date.now()).slice(-6));
  await main.getByLabel('Kata sandi', { exact: true }).fill('kata-sandi-uji-2026');
}

test.describe('accounts in the composed site', () => {
  test('registers a student, shows the name, logs out, is guarded, and logs in back to the page', async () => {
    const { page, context, pageErrors } = await openPage(browser, '/register', MOBILE);
    const nama = `Siswa Uji ${unique}`;
    const email = `siswa-${unique}@contoh.id`;
    await page.getByRole('button', { name: /Siswa \/ Orang Tua/ }).click();
    await page
      .locator('main')
      .getByRole('radio', { name: /Orang tua atau wali/ })
      .check();
    await fillAccount(page, nama, email);
    await page
      .locator('main')
      .getByRole('checkbox', { name: /menyetujui Kebijakan Privasi/ })
      .check();
    await page.locator('main').getByRole('button', { name: 'Daftar', exact: true }).click();
    expect(await waitForMainHeading(page, 'Dasbor Siswa')).toBe('Dasbor Siswa');
    expect(await hasNoHorizontalOverflow(page)).toBe(true);

    await page.getByRole('button', { name: 'Buka menu' }).click();
    const menu = page.getByRole('button', { name: /Menu akun/ });
    await expect(menu.innerText()).resolves.toContain(nama);
    await menu.click();
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Masuk', exact: true }),
    ).toBeVisible();

    await gotoReady(page, '/siswa/dashbord?dari=uji');
    await waitForMainHeading(page, 'Masuk');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/siswa/dashbord?dari=uji');
    await logInThroughForm(page, { email, password: 'kata-sandi-uji-2026' });
    expect(await waitForMainHeading(page, 'Dasbor Siswa')).toBe('Dasbor Siswa');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/siswa/dashbord?dari=uji');

    await gotoReady(page, '/admin/guru');
    expect(await waitForMainHeading(page, 'Akses ditolak')).toBe('Akses ditolak');
    await expect(page.getByText('Halaman ini khusus untuk admin.')).toBeVisible();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test("registers a teacher who waits for verification in the admin's pipeline and is not searchable yet", async () => {
    // two people's pages, a registration with four selects and the admin's pipeline: on a busy
    // 2-core CI machine this passed the default 90 s limit while still working (CI of 2026-11-28)
    test.setTimeout(180_000);
    const { page, context, pageErrors } = await openPage(browser, '/register', DESKTOP);
    const nama = `Guru Uji ${unique}`;
    const university = `Universitas Uji ${unique}`;
    await page.getByRole('button', { name: /^Guru/ }).click();
    await fillAccount(page, nama, `guru-${unique}@contoh.id`);
    const main = page.locator('main');
    await main.getByRole('radio', { name: 'Perempuan' }).check();
    await main.getByLabel('Perguruan tinggi').fill(university);
    await main.getByLabel('Jurusan').fill('Pendidikan Matematika');
    await main.getByLabel('Jenjang yang diajar').click();
    await page.getByRole('option', { name: 'SD', exact: true }).click();
    await page.keyboard.press('Escape'); // a multi-select stays open for more choices
    // the chosen level shows as a chip, and its subjects' select appears below
    await expect(main.getByRole('button', { name: 'Hapus SD' })).toBeVisible();
    await main.getByLabel('Mata pelajaran SD').click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await main.getByLabel('Kota/kabupaten tempat mengajar').fill('Bandung');
    await page.getByRole('option', { name: 'Kota Bandung', exact: true }).click();
    await page.keyboard.press('Escape');
    await main.getByRole('checkbox', { name: /menyetujui Kebijakan Privasi/ }).check();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/auth/register'));
    await main.getByRole('button', { name: 'Daftar', exact: true }).click();
    const body = (await sent).postDataJSON() as { jenjang_ids: number[]; kota_ids: number[] };
    expect(await waitForMainHeading(page, 'Pendaftaran guru berhasil')).toBe('Pendaftaran guru berhasil');
    await expect(main.getByText('Akun guru Anda sedang menunggu verifikasi admin')).toBeVisible();
    const [jenjangId, kotaId] = [body.jenjang_ids[0] ?? 0, body.kota_ids[0] ?? 0];
    expect(await teacherIsSearchable(university, jenjangId, kotaId)).toBe(false);
    await context.close();

    const admin = await openPage(browser, '/login', DESKTOP);
    await logInThroughForm(admin.page, E2E_ADMIN);
    expect(await waitForMainHeading(admin.page, 'Verifikasi Guru')).toBe('Verifikasi Guru');
    // the new teacher waits at the start of the onboarding pipeline (walked to verified in onboarding.e2e.test.ts)
    await expect(admin.page.getByRole('link', { name: `Lihat detail ${nama}` })).toBeVisible();
    expect(await admin.page.getByRole('button', { name: /^Menunggu verifikasi/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await teacherIsSearchable(university, jenjangId, kotaId)).toBe(false);

    expect(pageErrors).toEqual([]);
    expect(admin.pageErrors).toEqual([]);
    await admin.context.close();
  });
});
