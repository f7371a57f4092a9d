import { jakartaDateOf, weekDates, weekStartOf } from './week';

describe('the teaching week', () => {
  it('reads the date in Jakarta, not in UTC', () => {
    // 18:30 UTC on 6 December is 01:30 on 7 December in Jakarta
    expect(jakartaDateOf(Date.parse('2026-12-06T18:30:00Z'))).toBe('2026-12-07');
    expect(jakartaDateOf(Date.parse('2026-12-06T16:59:00Z'))).toBe('2026-12-06');
  });

  it('starts on Monday and lists seven days', () => {
    expect(weekStartOf('2026-12-07')).toBe('2026-12-07');
    expect(weekStartOf('2026-12-13')).toBe('2026-12-07');
    expect(weekStartOf('2026-12-03')).toBe('2026-11-30');
    expect(weekDates('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });
});
