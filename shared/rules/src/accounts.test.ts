import { ACCOUNT_MESSAGES, teacherProfileProblem } from './accounts';

const complete = {
  jenis_kelamin: 'P',
  perguruan_tinggi: 'Universitas Indonesia',
  jurusan: 'Matematika',
  jenjang_ids: [14],
  mapel: [5],
  kota_ids: [3273],
  online: true,
  ketersediaan: [{ hari: 'Senin', jam_mulai: '15:00', jam_selesai: '17:00' }],
};

describe('teacherProfileProblem', () => {
  it('accepts a complete profile', () => {
    expect(teacherProfileProblem(complete)).toBeNull();
  });

  it('wants a city even from a teacher who teaches online only (the first city is their home)', () => {
    expect(teacherProfileProblem({ ...complete, kota_ids: [] })).toBe(ACCOUNT_MESSAGES.placeRequired);
    expect(teacherProfileProblem({ ...complete, kota_ids: undefined })).toBe(ACCOUNT_MESSAGES.placeRequired);
    expect(teacherProfileProblem({ ...complete, kota_ids: [], online: false })).toBe(ACCOUNT_MESSAGES.placeRequired);
  });

  it('wants the end of each available time after its start', () => {
    const backwards = [{ hari: 'Senin', jam_mulai: '17:00', jam_selesai: '15:00' }];
    expect(teacherProfileProblem({ ...complete, ketersediaan: backwards })).toBe(ACCOUNT_MESSAGES.availabilityOrder);
  });
});
