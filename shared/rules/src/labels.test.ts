import { classDigits, classLabel, labelOf } from './labels';

describe('labels of codes', () => {
  it('spells out genders, the learning system and every status', () => {
    expect(labelOf('preferensiGuru', 'perempuan')).toBe('Guru perempuan');
    expect(labelOf('preferensiGuru', 'laki-laki')).toBe('Guru laki-laki');
    expect(labelOf('preferensiGuru', 'bebas')).toBe('Bebas (guru laki-laki atau perempuan)');
    expect(labelOf('jenisKelamin', 'P')).toBe('Perempuan');
    expect(labelOf('sistem', 'Offline')).toBe('Offline');
    expect(labelOf('statusPesanan', 'menunggu_pembayaran')).toBe('Menunggu pembayaran');
    expect(labelOf('statusLamaran', 'tidak_dipilih')).toBe('Tidak dipilih');
    expect(labelOf('statusAkun', 'menunggu_verifikasi')).toBe('Menunggu verifikasi');
    expect(labelOf('statusKomisi', 'dapat_diklaim')).toBe('Dapat diklaim');
    expect(labelOf('statusPencairan', 'dibayar')).toBe('Dibayar');
  });

  it('writes every class in digits, with its level when given', () => {
    expect(['I', 'II', 'III', 'IV', 'V', 'VI', 'vii', 'XII'].map(classDigits)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '12',
    ]);
    expect(classDigits('8')).toBe('8');
    expect(classDigits('1-2')).toBe('1-2');
    expect(classLabel('IV', 'SD')).toBe('Kelas 4 SD');
    expect(classLabel('8', 'SMP')).toBe('Kelas 8 SMP');
    expect(classLabel('XI')).toBe('Kelas 11');
  });
});
