/**
 * Partner logo marks (GET /media/mitra/:id.svg): a crest beside the institution's name, drawn
 * here so the site needs no logo files from the institutions and no internet. Universities get a
 * shield with an open book, schools a roundel with their level and a star. Sized 360x120 to be
 * shown at about 180x60: the name is at least 11 px there.
 */
import { colourFor, escapeXml, wrap } from './svg';

export type PartnerKindName = 'universitas' | 'sekolah';

const FONT = 'font-family="Arial, Helvetica, sans-serif" font-weight="700"';
const LEVEL = /^(SD|SMP|SMA|SMK|MI|MTs|MA)\b\s*/;
/** The room right of the crest, in user units, and Arial's average bold glyph width per em. */
const TEXT_X = 122;
const TEXT_WIDTH = 232;
const GLYPH_EM = 0.6;

/** "Institut Teknologi Sepuluh Nopember" → "ITS": the capitals of the name, at most three. */
function acronym(name: string): string {
  const letters = name
    .split(/[\s-]+/)
    .filter((word) => /^[A-Z0-9]/.test(word))
    .map((word) => (/^[0-9]+$/.test(word) ? word : word[0]));
  return letters.join('').slice(0, 3) || '?';
}

/** "SMA Negeri 8 Jakarta" → ["SMA", "8"]; "SMK Telkom Malang" → ["SMK", "TM"]. */
function schoolMark(name: string): [string, string] {
  const level = LEVEL.exec(name)?.[1] ?? 'SEKOLAH';
  const rest = name.replace(LEVEL, '');
  const number = /\b([0-9]{1,3})\b/.exec(rest)?.[1];
  return [level, number ?? acronym(rest.replace(/^Negeri\s+/, ''))];
}

function shield(colour: string, monogram: string): string {
  const size = monogram.length > 2 ? 30 : 36;
  return `<path d="M12 10h92v50c0 28-20 44-46 54C32 104 12 88 12 60z" fill="${colour}"/>
<path d="M20 18h76v42c0 22-15 35-38 44C35 95 20 82 20 60z" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>
<path d="M42 30q8-4 16 1q8-5 16-1v13q-8-3-16 2q-8-5-16-2z" fill="#fff"/>
<text x="58" y="${size > 30 ? 84 : 82}" text-anchor="middle" ${FONT} font-size="${size}" fill="#fff">${escapeXml(monogram)}</text>`;
}

function roundel(colour: string, level: string, mark: string): string {
  const size = mark.length > 2 ? 28 : 36;
  return `<circle cx="58" cy="60" r="52" fill="${colour}"/>
<circle cx="58" cy="60" r="44" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>
<text x="58" y="41" text-anchor="middle" ${FONT} font-size="16" letter-spacing="1" fill="#fff">${escapeXml(level)}</text>
<text x="58" y="${60 + size * 0.36}" text-anchor="middle" ${FONT} font-size="${size}" fill="#fff">${escapeXml(mark)}</text>
<path d="M58 86l3 6 6 1-5 4 1 6-5-3-5 3 1-6-5-4 6-1z" fill="#fff"/>`;
}

/** The name in two lines (three when long), squeezed only when a line would not fit. */
function nameLines(name: string): string {
  const lines = wrap(name, 16, 3);
  const size = lines.length > 2 ? 24 : 26;
  const top = 60 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35;
  return lines
    .map((line, index) => {
      const squeeze =
        line.length * size * GLYPH_EM > TEXT_WIDTH ? ` textLength="${TEXT_WIDTH}" lengthAdjust="spacingAndGlyphs"` : '';
      return `<text x="${TEXT_X}" y="${Math.round(top + index * size * 1.15)}" ${FONT} font-size="${size}" fill="#263238"${squeeze}>${escapeXml(line)}</text>`;
    })
    .join('\n');
}

export function logoSvg(name: string, kind: PartnerKindName, colourKey: string | number): string {
  const colour = colourFor(colourKey);
  const crest = kind === 'universitas' ? shield(colour, acronym(name)) : roundel(colour, ...schoolMark(name));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120" role="img" aria-label="${escapeXml(name)}">
${crest}
<rect x="112" y="22" width="3" height="76" rx="1.5" fill="${colour}"/>
${nameLines(name)}
</svg>`;
}
