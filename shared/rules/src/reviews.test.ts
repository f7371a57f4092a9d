import { orderReviewable, teachersWhoTaught, testimonialEligible, validRating } from './reviews';

describe('reviews', () => {
  it('opens when the order is selesai or after its 4th selesai meeting', () => {
    expect(orderReviewable({ status: 'selesai' }, [])).toBe(true);
    expect(orderReviewable({ status: 'aktif' }, ['selesai', 'selesai', 'selesai', 'dilaporkan', 'terjadwal'])).toBe(
      false,
    );
    expect(orderReviewable({ status: 'aktif' }, ['selesai', 'selesai', 'selesai', 'selesai', 'terjadwal'])).toBe(true);
    expect(orderReviewable({ status: 'aktif' }, [])).toBe(false);
  });

  it('names each teacher who held a selesai meeting once', () => {
    expect(
      teachersWhoTaught([
        { status: 'selesai', guru_id: 7 },
        { status: 'selesai', guru_id: 7 },
        { status: 'terjadwal', guru_id: 9 },
        { status: 'selesai', guru_id: 8 },
      ]),
    ).toEqual([7, 8]);
  });

  it('takes whole ratings 1-5 and only worded 4-5 star reviews as testimonials', () => {
    expect([0, 1, 3, 5, 6, 4.5].map(validRating)).toEqual([false, true, true, true, false, false]);
    expect(testimonialEligible({ rating: 5, ulasan: 'Sabar sekali' })).toBe(true);
    expect(testimonialEligible({ rating: 4, ulasan: '   ' })).toBe(false);
    expect(testimonialEligible({ rating: 3, ulasan: 'Lumayan' })).toBe(false);
  });
});
