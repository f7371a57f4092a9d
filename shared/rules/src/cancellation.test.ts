import { cancelRefusal, mayCancelNow, paidCancelTexts, refundNotice } from './cancellation';
import { meetingStartMs } from './meetings';

const first = { status: 'terjadwal' as const, tanggal: '2026-12-07', jam: '16:00' };
const second = { status: 'terjadwal' as const, tanggal: '2026-12-10', jam: '16:00' };
const startMs = meetingStartMs(first.tanggal, first.jam);

describe('may an order be cancelled now', () => {
  it('lets an unpaid order go up to guru_diusulkan, but not one paid before (a teacher change)', () => {
    expect(mayCancelNow({ status: 'mencari_guru', meetings: [] }, startMs)).toBe(true);
    expect(cancelRefusal({ status: 'mencari_guru', meetings: [first] }, 0)).toBe('tidak_bisa');
    expect(cancelRefusal({ status: 'menunggu_pembayaran', meetings: [] }, 0)).toBe('tidak_bisa');
    expect(cancelRefusal({ status: 'selesai', meetings: [] }, 0)).toBe('tidak_bisa');
  });

  it('lets a paid order go until its first meeting starts, and while none is reported', () => {
    const paid = { status: 'aktif' as const, meetings: [second, first] };
    expect(mayCancelNow(paid, startMs - 1)).toBe(true);
    expect(cancelRefusal(paid, startMs)).toBe('les_dimulai');
    const reported = { status: 'aktif' as const, meetings: [{ ...first, status: 'dilaporkan' as const }, second] };
    expect(cancelRefusal(reported, 0)).toBe('les_dimulai');
  });
});

describe('what the cancel says about the money', () => {
  it('names the automatic refund of QRIS and GoPay and the manual one of a virtual account or a transfer', () => {
    expect(refundNotice({ onlineMethods: ['qris'], byTransfer: false })).toMatch(/^Dana dikembalikan otomatis/);
    expect(refundNotice({ onlineMethods: ['bni_va'], byTransfer: false })).toMatch(/manual oleh admin/);
    const both = refundNotice({ onlineMethods: ['gopay'], byTransfer: true }) ?? '';
    expect(both).toMatch(/otomatis/);
    expect(both).toMatch(/manual oleh admin/);
    expect(refundNotice({ onlineMethods: [], byTransfer: false })).toBeNull();
  });

  it('names the order in every notice of the move', () => {
    for (const text of Object.values(paidCancelTexts('PP-2611-7K3Q'))) expect(text).toContain('PP-2611-7K3Q');
  });
});
