import type { BrowserContext } from 'playwright-core';
import { postAs } from './orders';

/** Answers the body of a write that must succeed, else throws with what the server said. */
async function expectStatus(pending: ReturnType<typeof postAs>, status: number): Promise<unknown> {
  const answer = await pending;
  if (answer.status() !== status) throw new Error(`${answer.url()} answered ${answer.status()}: ${await answer.text()}`);
  return answer.json();
}

/**
 * Registers a new SMA Fisika teacher in the context (logged in as them afterwards) and has the
 * admin verify them: a fresh teacher holds no meetings, so no other suite's lessons clash.
 */
export async function registerVerifiedTeacher(teacher: BrowserContext, admin: BrowserContext, nama: string, email: string): Promise<void> {
  const subjects = (await (await teacher.request.get('/api/select2/master/mata-pelajaran?mode=json&jenjang_id=16')).json()) as { value: number; label: string }[] | { data: { value: number; label: string }[] };
  const fisika = (Array.isArray(subjects) ? subjects : subjects.data).find((subject) => subject.label === 'Fisika');
  if (!fisika) throw new Error('no Fisika among the SMA subjects');
  const registered = (await expectStatus(
    postAs(teacher, '/api/auth/register', {
      role: 'guru', nama, email, whatsapp: `62813${String(Date.now()).slice(-8)}`, password: 'kata-sandi-guru-2026', jenis_kelamin: 'P',
      perguruan_tinggi: 'Universitas Padjadjaran', jurusan: 'Fisika', jenjang_ids: [16], mapel: [fisika.value], kota_ids: [3273], online: true,
      ketersediaan: [{ hari: 'Senin', jam_mulai: '15:00', jam_selesai: '19:00' }],
    }),
    201,
  )) as { data: { id: number } };
  await expectStatus(postAs(admin, `/api/admin/guru/${registered.data.id}/verifikasi`, {}), 200);
}

/** Confirm → apply → propose → choose → first instalment, through the API: the order is aktif with its meetings held by the teacher. */
export async function activateOrder(kode: string, parties: { student: BrowserContext; teacher: BrowserContext; admin: BrowserContext }): Promise<void> {
  const { student, teacher, admin } = parties;
  await expectStatus(postAs(admin, `/api/admin/pesanan/${kode}/konfirmasi`, {}), 200);
  const applied = (await expectStatus(postAs(teacher, `/api/lowongan/${kode}/lamar`, { catatan: 'Siap mengajar' }), 201)) as { data: { id: number } };
  await expectStatus(postAs(admin, `/api/admin/pesanan/${kode}/usulkan`, { lamaran_ids: [applied.data.id] }), 200);
  const chosen = (await expectStatus(postAs(student, `/api/pesanan/${kode}/pilih-guru`, { lamaran_id: applied.data.id }), 200)) as { data: { rincian_biaya: { cicilan: number[]; total: number } } };
  const jumlah = chosen.data.rincian_biaya.cicilan[0] ?? chosen.data.rincian_biaya.total;
  await expectStatus(postAs(admin, `/api/admin/pesanan/${kode}/pembayaran`, { jumlah }), 200);
}

/** How many weeks after this week (Monday first, in Jakarta) a date falls. */
export function weeksAhead(tanggal: string, today: string): number {
  const monday = (iso: string) => {
    const date = new Date(`${iso}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
    return date.getTime();
  };
  return Math.round((monday(tanggal) - monday(today)) / (7 * 24 * 3_600_000));
}
