import {
  consentProblem,
  DELETED_ACCOUNT_NAME,
  openOrdersMessage,
  PERSONAL_DATA_MESSAGES,
  publicAuthorName,
} from './personalData';

describe('publicAuthorName', () => {
  it.each([
    ['Sari Wulandari', 'Sari W.'],
    ['Ibu Sari Wulandari', 'Sari W.'],
    ['  ibu siti   nur aisyah ', 'siti A.'],
    ['Pak Budi', 'Budi'],
    ['Bu', 'Bu'],
    ['Budi', 'Budi'],
    ['Rani 2 Putri', 'Rani P.'],
    ['', ''],
  ])('%j → %j', (nama, shown) => expect(publicAuthorName(nama)).toBe(shown));

  it('keeps the deleted account label whole', () => {
    expect(publicAuthorName(DELETED_ACCOUNT_NAME)).toBe('Pengguna terhapus');
  });
});

describe('consentProblem', () => {
  it('asks a registration to accept the policy', () => {
    expect(consentProblem({ role: 'siswa', pendaftar: 'orang_tua' })).toBe(PERSONAL_DATA_MESSAGES.consentRequired);
    expect(consentProblem({ role: 'guru', setuju_kebijakan: false })).toBe(PERSONAL_DATA_MESSAGES.consentRequired);
  });

  it('asks a student account who holds it, and no teacher', () => {
    expect(consentProblem({ role: 'siswa', setuju_kebijakan: true })).toBe(PERSONAL_DATA_MESSAGES.pendaftarRequired);
    expect(consentProblem({ role: 'siswa', setuju_kebijakan: true, pendaftar: 'kakak' })).toBe(
      PERSONAL_DATA_MESSAGES.pendaftarRequired,
    );
    expect(consentProblem({ role: 'siswa', setuju_kebijakan: true, pendaftar: 'siswa_dewasa' })).toBeNull();
    expect(consentProblem({ role: 'guru', setuju_kebijakan: true })).toBeNull();
    expect(consentProblem({ role: 'guru', setuju_kebijakan: true, pendaftar: 'orang_tua' })).toBe(
      PERSONAL_DATA_MESSAGES.pendaftarOnlyForStudents,
    );
  });
});

describe('openOrdersMessage', () => {
  it('names the orders, five at most', () => {
    expect(openOrdersMessage(['PP-2611-AAAA'])).toBe(
      'Akun belum dapat dihapus: pesanan PP-2611-AAAA belum selesai atau dibatalkan',
    );
    expect(openOrdersMessage(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toContain('A, B, C, D, E dan 2 lainnya');
  });
});
