/**
 * Teacher pay (issue 27), on the production build: a new teacher's meeting of a paid order is
 * held (moved into the past in the server's database, as the days would) and confirmed by the
 * student; its honor appears on /guru/honor; the teacher requests the payout; the admin marks it
 * paid on the payout desk; the teacher sees it paid.
 */
import { test, expect } from '@playwright/test';
import { E2E_ADMIN, logInContext } from '../src/accounts';
import { waitForMainHeading } from '../src/browser';
import { peopleInOneBrowser } from '../src/contexts';
import { moveMeetingsIntoPast } from '../src/database';
import { payOrderThroughApi, registerVerifiedTeacher } from '../src/lessons';
import { placeOrderThroughApi, postAs, registerStudent } from '../src/orders';
import { gotoReady } from '../src/ready';

const newContext = peopleInOneBrowser();
const unique = Date.now().toString(36);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** Rupiah as the pages write it: "Rp 78.750" (the e2e package does not take the app's rules). */
const rupiah = (amount: number) => `Rp ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

async function expectOk(pending: ReturnType<typeof postAs>, what: string): Promise<void> {
  const answer = await pending;
  if (answer.status() !== 200) throw new Error(`${what} answered ${answer.status()}: ${await answer.text()}`);
}

test("shows a teacher's honor after a confirmed meeting, and pays it out through the admin's desk", async () => {
  test.setTimeout(240_000);
  const admin = await newContext();
  await logInContext(admin.context, E2E_ADMIN);
  const teacherName = `Guru Honor ${unique}`;
  const teacher = await newContext();
  await registerVerifiedTeacher(teacher.context, admin.context, teacherName, `guru-honor-${unique}@contoh.id`);
  const student = await newContext();
  await registerStudent(student.context, `Siswa Honor ${unique}`, `siswa-honor-${unique}@contoh.id`);
  const kode = await placeOrderThroughApi(student.context, null);
  await payOrderThroughApi(kode, { student: student.context, teacher: teacher.context, admin: admin.context });

  // Before any meeting is held: nothing earned, nothing to pay out.
  await gotoReady(teacher.page, '/guru/honor');
  await waitForMainHeading(teacher.page, 'Honor Mengajar');
  const main = teacher.page.locator('main');
  await expect(main.getByText('Belum ada honor.')).toBeVisible();

  // The first meeting took place (moved into the past), the teacher reported it, the student confirmed it.
  expect(moveMeetingsIntoPast(kode, '2026-01-05')).toBe(4);
  const order = (await (await student.context.request.get(`/api/pesanan/${kode}`, { headers: XHR })).json()) as {
    data: { rincian_biaya: { harga_paket_akhir: number } };
  };
  const meetings = (await (
    await student.context.request.get(`/api/pesanan/${kode}/pertemuan`, { headers: XHR })
  ).json()) as { data: { items: { id: number; nomor: number }[] } };
  const first = meetings.data.items.find((meeting) => meeting.nomor === 1);
  if (!first) throw new Error('the order has no first meeting');
  await expectOk(
    postAs(teacher.context, `/api/pertemuan/${first.id}/laporan`, {
      topik: 'Vektor',
      catatan: 'Paham penjumlahan vektor',
    }),
    'report',
  );
  await expectOk(postAs(student.context, `/api/pertemuan/${first.id}/konfirmasi`, {}), 'confirm');
  // 70% of the lessons' price, in four equal parts (the remainder would go to the last one)
  const honor = rupiah(Math.floor(Math.floor((order.data.rincian_biaya.harga_paket_akhir * 70) / 100) / 4));

  // The honor of that meeting shows, claimable.
  await teacher.page.reload();
  const table = main.getByRole('table', { name: 'Honor per pertemuan' });
  const row = table.getByRole('row').filter({ hasText: kode });
  await expect(row.getByText('Pertemuan 1', { exact: true })).toBeVisible();
  await expect(row.getByText(honor, { exact: true })).toBeVisible();
  await expect(row.getByText('Dapat diklaim', { exact: true })).toBeVisible();

  // The teacher asks for the payout to a bank account.
  const form = main.getByRole('form', { name: 'Cairkan honor' });
  await expect(form.getByText(honor, { exact: true })).toBeVisible();
  await form.getByLabel('Nama bank').fill('Bank BCA');
  await form.getByLabel('Nomor rekening').fill('1234 5678 90');
  await form.getByLabel('Nama pemilik rekening').fill(teacherName);
  await form.getByRole('button', { name: 'Cairkan' }).click();
  await expect(main.getByText(/Permintaan pencairan terkirim/)).toBeVisible();
  const history = main.getByRole('list', { name: 'Riwayat pencairan' });
  await expect(
    history.getByRole('listitem').filter({ hasText: honor }).getByText('Diminta', { exact: true }),
  ).toBeVisible();

  // The admin's payout desk lists it as honor, and marks it paid.
  await gotoReady(admin.page, '/admin/pencairan');
  await waitForMainHeading(admin.page, 'Pencairan Honor & Komisi');
  const request = admin.page.locator('main').getByRole('listitem').filter({ hasText: teacherName });
  await expect(request.getByText(`Honor ${honor}`, { exact: true })).toBeVisible();
  await expect(request.getByText('1234567890', { exact: true })).toBeVisible();
  await request.getByRole('button', { name: `Tandai Dibayar: ${teacherName}` }).click();
  await request.getByRole('button', { name: 'Ya, sudah dibayar' }).click();
  await expect(admin.page.getByText(`Pencairan ${honor} untuk ${teacherName} ditandai dibayar.`)).toBeVisible();

  // The teacher sees it paid.
  await teacher.page.reload();
  await expect(
    history.getByRole('listitem').filter({ hasText: honor }).getByText('Dibayar', { exact: true }),
  ).toBeVisible();
  await expect(row.getByText('Dibayar', { exact: true })).toBeVisible();
});
