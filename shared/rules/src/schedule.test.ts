import { generateSchedule, splitMeetings, spreadSubjects, weekdayOf } from './schedule';

describe('schedule generation', () => {
  it('knows the weekday of a date whatever the machine zone', () => {
    expect(weekdayOf('2026-11-23')).toBe('Senin');
    expect(weekdayOf('2026-11-29')).toBe('Minggu');
  });

  it('splits meetings evenly, the remainder on the first subjects', () => {
    expect(splitMeetings(8, 3)).toEqual([3, 3, 2]);
    expect(splitMeetings(12, 2)).toEqual([6, 6]);
    expect(splitMeetings(4, 0)).toEqual([]);
  });

  it('spreads subjects in proportion, not in blocks', () => {
    expect(
      spreadSubjects([
        { mata_pelajaran: 'Matematika', jumlah: 6 },
        { mata_pelajaran: 'Fisika', jumlah: 2 },
      ]),
    ).toEqual(['Matematika', 'Matematika', 'Fisika', 'Matematika', 'Matematika', 'Matematika', 'Fisika', 'Matematika']);
    const order = spreadSubjects([
      { mata_pelajaran: 'A', jumlah: 4 },
      { mata_pelajaran: 'B', jumlah: 4 },
    ]);
    expect(order).toEqual(['A', 'B', 'A', 'B', 'A', 'B', 'A', 'B']);
  });

  it('puts one meeting on each slot day from the start date, across a month end', () => {
    const { items, libur } = generateSchedule({
      startDate: '2026-11-26',
      slots: [
        { hari: 'Senin', jam: '16:00' },
        { hari: 'Kamis', jam: '19:30' },
      ],
      subjects: [{ mata_pelajaran: 'Matematika', jumlah: 4 }],
      holidays: [],
    });
    expect(libur).toEqual([]);
    expect(items.map((item) => [item.tanggal, item.hari, item.jam])).toEqual([
      ['2026-11-26', 'Kamis', '19:30'],
      ['2026-11-30', 'Senin', '16:00'],
      ['2026-12-03', 'Kamis', '19:30'],
      ['2026-12-07', 'Senin', '16:00'],
    ]);
    expect(items.map((item) => item.iterasi)).toEqual([1, 2, 3, 4]);
  });

  it('skips national holidays and says which', () => {
    const { items, libur } = generateSchedule({
      startDate: '2026-12-21',
      slots: [{ hari: 'Jumat', jam: '08:00' }],
      subjects: [
        { mata_pelajaran: 'IPA', jumlah: 2 },
        { mata_pelajaran: 'IPS', jumlah: 1 },
      ],
      holidays: [
        { tanggal: '2026-12-25', nama: 'Hari Raya Natal' },
        { tanggal: '2026-12-24', nama: 'Cuti Bersama Natal' },
      ],
    });
    expect(libur).toEqual([{ tanggal: '2026-12-25', nama: 'Hari Raya Natal' }]);
    expect(items.map((item) => item.tanggal)).toEqual(['2027-01-01', '2027-01-08', '2027-01-15']);
    expect(new Set(items.map((item) => item.color)).size).toBe(2);
  });

  it('gives up instead of looping when there is no slot', () => {
    expect(
      generateSchedule({
        startDate: '2026-11-23',
        slots: [],
        subjects: [{ mata_pelajaran: 'X', jumlah: 4 }],
        holidays: [],
      }).items,
    ).toEqual([]);
  });
});
