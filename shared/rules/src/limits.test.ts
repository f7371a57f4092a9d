import { isLessonTime, isStudentCount, isValidEmail, normalizeWhatsAppDigits, whatsappNumberProblem } from './limits';

describe('limits', () => {
  it('accepts WhatsApp numbers of 62 and 12 to 15 digits, and says what is wrong otherwise', () => {
    expect(whatsappNumberProblem('628123456789')).toBeNull();
    expect(whatsappNumberProblem('628123456789012')).toBeNull();
    expect(whatsappNumberProblem('')).toBe('Nomor WhatsApp harus diisi');
    expect(whatsappNumberProblem('62812345678a')).toBe('Nomor hanya boleh berisi angka');
    expect(whatsappNumberProblem('081234567890')).toBe('Nomor harus diawali 62');
    expect(whatsappNumberProblem('62812345678')).toBe('Nomor kurang dari 12 digit');
    expect(whatsappNumberProblem('6281234567890123')).toBe('Nomor lebih dari 15 digit');
  });

  it('normalises typed or pasted numbers to 62 and digits', () => {
    expect(normalizeWhatsAppDigits('0812-3456-789')).toBe('628123456789');
    expect(normalizeWhatsAppDigits('62+62 812 3456 789')).toBe('628123456789');
    expect(normalizeWhatsAppDigits('6')).toBe('62');
  });

  it('lesson times are hours 06 to 22 with minutes 00, 15, 30, 45', () => {
    expect(['06:00', '13:15', '22:00', '22:45'].every(isLessonTime)).toBe(true);
    expect(['05:45', '23:00', '10:10', '9:00', ''].some(isLessonTime)).toBe(false);
  });

  it('groups have 1 to 4 students', () => {
    expect([1, 2, 3, 4].every(isStudentCount)).toBe(true);
    expect([0, 5, 1.5].some(isStudentCount)).toBe(false);
  });

  it('checks e-mail addresses pragmatically', () => {
    expect(isValidEmail('orang.tua@contoh.id')).toBe(true);
    expect(isValidEmail('bukan email')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@contoh.id`)).toBe(false);
  });
});
