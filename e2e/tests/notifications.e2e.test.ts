/**
 * Notifications (issue 28) in the composed site: the student's bell counts what waits for them,
 * the count rises by itself (the minute's poll of a visible tab) when the admin proposes a teacher,
 * and following the notification lands on the order where the student chooses.
 */
import { test, expect } from '@playwright/test';
import { E2E_ADMIN, logInContext } from '../src/accounts';
import { MOBILE, waitForMainHeading } from '../src/browser';
import { peopleInOneBrowser } from '../src/contexts';
import { registerVerifiedTeacher } from '../src/lessons';
import { placeOrderThroughApi, postAs, registerStudent } from '../src/orders';
import { gotoReady } from '../src/ready';

const newContext = peopleInOneBrowser();
const unique = Date.now().toString(36);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * The admin's requests wait while the student's tab loads; the server closes an idle keep-alive
 * socket after 5 s, and a request that raced that close is sent again once, as a browser would.
 */
async function againAfterReset<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!String(error).includes('ECONNRESET')) throw error;
    return request();
  }
}

async function ok(answer: { status(): number; text(): Promise<string> }, wanted: number, what: string) {
  if (answer.status() !== wanted) throw new Error(`${what} answered ${answer.status()}: ${await answer.text()}`);
}

test('the student sees the bell count rise when the admin proposes a teacher, opens it, and lands on the order', async () => {
  const student = await newContext(MOBILE);
  await registerStudent(student.context, `Siswa Lonceng ${unique}`, `lonceng-${unique}@contoh.id`);
  const kode = await placeOrderThroughApi(student.context, null);
  const admin = await newContext();
  await logInContext(admin.context, E2E_ADMIN);
  const teacher = await newContext();
  await registerVerifiedTeacher(
    teacher.context,
    admin.context,
    `Guru Lonceng ${unique}`,
    `guru-lonceng-${unique}@contoh.id`,
  );
  await ok(await postAs(admin.context, `/api/admin/pesanan/${kode}/konfirmasi`, {}), 200, 'confirm');
  await ok(
    await postAs(teacher.context, `/api/lowongan/${kode}/lamar`, { catatan: 'Siap mengajar Fisika' }),
    201,
    'apply',
  );

  // The student's tab: the order was received and confirmed, two unread. Its clock is the page's
  // own, so the minute between two polls passes without the test waiting for it.
  await student.page.clock.install();
  await gotoReady(student.page, '/siswa/dashbord');
  const bell = student.page.getByRole('button', { name: '2 notifikasi belum dibaca' });
  await expect(bell).toBeVisible();

  const applicants = (await (
    await againAfterReset(() => admin.context.request.get(`/api/admin/pesanan/${kode}/pelamar`, { headers: XHR }))
  ).json()) as { data: { lamaran_id: number }[] };
  await ok(
    await againAfterReset(() =>
      postAs(admin.context, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [applicants.data[0]?.lamaran_id] }),
    ),
    200,
    'propose',
  );

  await student.page.clock.fastForward('01:05');
  const risen = student.page.getByRole('button', { name: '3 notifikasi belum dibaca' });
  await expect(risen).toBeVisible();
  await risen.click();
  const panel = student.page.getByRole('region', { name: 'Notifikasi terbaru' });
  await panel
    .getByRole('link', {
      name: `Belum dibaca: Admin mengusulkan guru untuk pesanan ${kode}. Silakan pilih guru Anda.`,
      exact: false,
    })
    .click();

  await waitForMainHeading(student.page, `Pesanan ${kode}`);
  expect(new URL(student.page.url()).pathname).toBe(`/siswa/pesanan/${kode}`);
  await expect(student.page.getByRole('button', { name: '2 notifikasi belum dibaca' })).toBeVisible();
});
