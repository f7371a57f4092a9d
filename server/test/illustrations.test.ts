import { illustratedAvatarSvg } from '../src/areas/content/avatars';
import { sceneSvg, topicOf } from '../src/areas/content/scenes';

describe('generated pictures', () => {
  it('draws a face per seed, the same every time, named for screen readers, with no initials', async () => {
    const first = await illustratedAvatarSvg('guru-7', 'Kak Budi');
    expect(first).toMatch(/^<svg role="img" aria-label="Kak Budi" /);
    expect(await illustratedAvatarSvg('guru-7', 'Kak Budi')).toBe(first);
    expect(await illustratedAvatarSvg('guru-8', 'Kak Budi')).not.toBe(first);
    expect(first).not.toContain('<text');
  });

  it.each([
    ['Mengatasi Anak yang Takut Matematika', 'math'],
    ['Cara Efektif Memahami Rumus Fisika', 'science'],
    ['Les Privat Online atau Offline: Mana yang Lebih Cocok?', 'online'],
    ['Kapan Anak Sebaiknya Mulai Les Renang?', 'swim'],
    ['Strategi Persiapan UTBK-SNBT dalam Tiga Bulan', 'exam'],
    ['Peran Orang Tua dalam Keberhasilan Les Privat', 'general'],
  ])('picks the scene of "%s": %s', (title, topic) => {
    expect(topicOf(title)).toBe(topic);
  });

  it('draws a scene without the title in it, named by its label', () => {
    const svg = sceneSvg(
      'Mengatasi Anak yang Takut Matematika',
      'slug',
      'Ilustrasi: Mengatasi Anak yang Takut Matematika',
    );
    expect(svg).toContain('aria-label="Ilustrasi: Mengatasi Anak yang Takut Matematika"');
    expect(svg).not.toContain('Takut Matematika</text>');
  });
});
