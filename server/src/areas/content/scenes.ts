/**
 * Illustrations drawn per topic (SVG, no text), for blog covers and the learning-activity photos:
 * a room with a desk and the things of the topic on it, so a cover shows what a post is about
 * instead of repeating its title. The topic comes from keywords of the title or caption.
 */
import { colourFor, escapeXml } from './svg';

export type Topic =
  | 'math'
  | 'science'
  | 'reading'
  | 'language'
  | 'exam'
  | 'online'
  | 'music'
  | 'swim'
  | 'quran'
  | 'kids'
  | 'coding'
  | 'general';

const KEYWORDS: [Topic, RegExp][] = [
  ['online', /online|daring|digital|gawai|perangkat/i],
  ['coding', /coding|program|komputer/i],
  ['swim', /renang/i],
  ['music', /musik|piano|menari|gitar/i],
  ['quran', /mengaji|ustadz|puasa|quran/i],
  ['science', /fisika|kimia|biologi|osn|olimpiade|sains/i],
  ['math', /matematika|rumus|hitung|calistung/i],
  ['language', /inggris|bahasa|toefl|ielts/i],
  ['exam', /ujian|utbk|snbt|seleksi|uji|persiapan|semester/i],
  ['kids', /balita|anak|tk|dini|sekolah dasar|toddler/i],
  ['reading', /baca|membaca|buku|belajar di rumah|kebiasaan/i],
];

export function topicOf(text: string): Topic {
  return KEYWORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'general';
}

/** The things on the desk (and on the wall) for each topic, drawn around x 400, desk top y 330. */
const PROPS: Record<Topic, (accent: string) => string> = {
  math: (a) =>
    `<rect x="300" y="220" width="120" height="110" rx="10" fill="#263238"/><rect x="315" y="235" width="90" height="26" rx="4" fill="#c8e6c9"/>${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<rect x="${317 + c * 30}" y="${270 + r * 18}" width="24" height="12" rx="3" fill="${a}"/>`).join('')).join('')}<g font-family="Arial" font-weight="700" font-size="54" fill="${a}" opacity=".8"><text x="470" y="150">+</text><text x="560" y="120">÷</text><text x="640" y="170">×</text><text x="180" y="140">=</text></g>`,
  science: (a) =>
    `<path d="M360 200h40v50l45 70a10 10 0 0 1-9 15h-112a10 10 0 0 1-9-15l45-70z" fill="#e3f2fd" stroke="#37474f" stroke-width="6"/><path d="M330 300h100l14 22a6 6 0 0 1-5 9h-118a6 6 0 0 1-5-9z" fill="${a}"/><g fill="none" stroke="${a}" stroke-width="6"><ellipse cx="600" cy="130" rx="70" ry="26"/><ellipse cx="600" cy="130" rx="70" ry="26" transform="rotate(60 600 130)"/><ellipse cx="600" cy="130" rx="70" ry="26" transform="rotate(-60 600 130)"/></g><circle cx="600" cy="130" r="12" fill="${a}"/>`,
  reading: (a) =>
    `<rect x="250" y="300" width="170" height="30" rx="4" fill="${a}"/><rect x="262" y="272" width="150" height="28" rx="4" fill="#ffb74d"/><rect x="256" y="246" width="160" height="26" rx="4" fill="#4fc3f7"/><path d="M450 320c40-20 80-20 110 0v-90c-30-20-70-20-110 0zM560 320c30-20 70-20 110 0v-90c-40-20-80-20-110 0z" fill="#fff" stroke="#37474f" stroke-width="5"/><path d="M470 260h70M470 280h70M580 260h70M580 280h70" stroke="#90a4ae" stroke-width="5"/>`,
  language: (a) =>
    `<rect x="200" y="90" width="200" height="110" rx="24" fill="#fff" stroke="${a}" stroke-width="6"/><path d="M250 200l-10 40 50-40z" fill="#fff" stroke="${a}" stroke-width="6"/><text x="300" y="162" text-anchor="middle" font-family="Arial" font-size="52" font-weight="700" fill="${a}">ABC</text><rect x="450" y="130" width="170" height="90" rx="22" fill="${a}"/><path d="M580 220l20 34-50-34z" fill="${a}"/><text x="535" y="190" text-anchor="middle" font-family="Arial" font-size="44" font-weight="700" fill="#fff">Hi!</text>`,
  exam: (a) =>
    `<rect x="290" y="170" width="170" height="160" rx="8" fill="#fff" stroke="#37474f" stroke-width="5"/>${[0, 1, 2, 3].map((i) => `<path d="M310 ${205 + i * 30}l10 10 18-20" fill="none" stroke="${a}" stroke-width="6"/><path d="M350 ${208 + i * 30}h90" stroke="#b0bec5" stroke-width="6"/>`).join('')}<rect x="480" y="210" width="16" height="120" rx="4" fill="#ffca28" transform="rotate(20 488 270)"/><circle cx="620" cy="130" r="60" fill="#fff" stroke="#37474f" stroke-width="6"/><path d="M620 130v-38M620 130l28 16" stroke="${a}" stroke-width="7" stroke-linecap="round"/>`,
  online: (a) =>
    `<rect x="270" y="170" width="260" height="160" rx="12" fill="#263238"/><rect x="285" y="185" width="230" height="130" rx="6" fill="#e3f2fd"/><circle cx="400" cy="235" r="28" fill="#8d6e63"/><path d="M350 315c6-40 26-52 50-52s44 12 50 52z" fill="${a}"/><rect x="240" y="330" width="320" height="14" rx="7" fill="#90a4ae"/><path d="M600 120a60 60 0 0 1 80 0M615 140a38 38 0 0 1 50 0" fill="none" stroke="${a}" stroke-width="7" stroke-linecap="round"/><circle cx="640" cy="160" r="8" fill="${a}"/>`,
  music: (a) =>
    `<rect x="230" y="240" width="340" height="90" rx="8" fill="#263238"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${240 + i * 32}" y="250" width="28" height="70" rx="3" fill="#fff"/>`).join('')}${[0, 1, 3, 4, 5, 7, 8].map((i) => `<rect x="${260 + i * 32}" y="250" width="18" height="42" rx="2" fill="#263238"/>`).join('')}<g fill="${a}"><circle cx="610" cy="150" r="16"/><rect x="622" y="80" width="6" height="72"/><circle cx="680" cy="130" r="16"/><rect x="692" y="60" width="6" height="72"/><rect x="622" y="76" width="76" height="12"/></g>`,
  swim: (a) =>
    `<rect x="0" y="260" width="800" height="190" fill="#4fc3f7"/><path d="M0 270q50-24 100 0t100 0 100 0 100 0 100 0 100 0 100 0 100 0" fill="none" stroke="#fff" stroke-width="8"/><path d="M0 330q50-24 100 0t100 0 100 0 100 0 100 0 100 0 100 0 100 0" fill="none" stroke="#e1f5fe" stroke-width="6"/><circle cx="560" cy="240" r="46" fill="#fff"/><path d="M514 240a46 46 0 0 1 92 0" fill="${a}"/><circle cx="300" cy="250" r="30" fill="#8d6e63"/><rect x="270" y="236" width="60" height="14" rx="7" fill="${a}"/>`,
  quran: (a) =>
    `<path d="M300 330l100-60 100 60" fill="none" stroke="#6d4c41" stroke-width="12"/><path d="M300 250c40-24 70-24 100 0v-80c-30-24-60-24-100 0zM400 250c30-24 60-24 100 0v-80c-40-24-70-24-100 0z" fill="#fff" stroke="${a}" stroke-width="6"/><path d="M640 90a50 50 0 1 0 40 80 40 40 0 1 1-40-80z" fill="#ffca28"/><circle cx="560" cy="110" r="6" fill="#ffca28"/>`,
  kids: (a) =>
    `<rect x="260" y="270" width="60" height="60" rx="6" fill="${a}"/><rect x="330" y="270" width="60" height="60" rx="6" fill="#ffb74d"/><rect x="295" y="210" width="60" height="60" rx="6" fill="#4fc3f7"/><g font-family="Arial" font-weight="700" font-size="36" fill="#fff" text-anchor="middle"><text x="290" y="313">A</text><text x="360" y="313">B</text><text x="325" y="253">C</text></g><path d="M560 80c30 0 44 26 44 50s-22 50-44 56c-22-6-44-30-44-56s14-50 44-50z" fill="${a}"/><path d="M560 186q-10 60 10 140" fill="none" stroke="#78909c" stroke-width="3"/><circle cx="470" cy="290" r="40" fill="#ef5350"/><path d="M430 290h80M470 250v80" stroke="#fff" stroke-width="6"/>`,
  coding: (a) =>
    `<rect x="270" y="140" width="260" height="170" rx="12" fill="#263238"/><rect x="285" y="155" width="230" height="125" rx="6" fill="#102027"/><text x="400" y="235" text-anchor="middle" font-family="monospace" font-size="56" font-weight="700" fill="${a}">&lt;/&gt;</text><rect x="370" y="310" width="60" height="20" fill="#546e7a"/><circle cx="620" cy="220" r="34" fill="#b0bec5"/><rect x="600" y="254" width="40" height="76" rx="8" fill="#90a4ae"/><circle cx="608" cy="214" r="6" fill="${a}"/><circle cx="632" cy="214" r="6" fill="${a}"/>`,
  general: (a) =>
    `<rect x="270" y="300" width="150" height="30" rx="4" fill="${a}"/><rect x="280" y="272" width="130" height="28" rx="4" fill="#4fc3f7"/><path d="M520 330v-110l60-40" fill="none" stroke="#37474f" stroke-width="10" stroke-linecap="round"/><path d="M560 170l60-20 10 40-60 10z" fill="${a}"/><circle cx="600" cy="200" r="30" fill="#fff59d" opacity=".7"/><path d="M200 120l40-20 40 20-40 20z" fill="#37474f"/><path d="M215 128v22c0 8 50 8 50 0v-22" fill="#37474f"/>`,
};

/** A scene for `text` (a post title or a caption), named by `label`, tinted by `colourKey`. */
export function sceneSvg(text: string, colourKey: string | number, label: string): string {
  const accent = colourFor(colourKey);
  const topic = topicOf(text);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img" aria-label="${escapeXml(label)}">
<rect width="800" height="450" fill="#f3f6fb"/>
<circle cx="120" cy="90" r="150" fill="${accent}" fill-opacity="0.10"/>
<circle cx="720" cy="400" r="170" fill="${accent}" fill-opacity="0.08"/>
<rect x="150" y="330" width="500" height="22" rx="6" fill="#8d6e63"/>
<rect x="180" y="352" width="18" height="98" fill="#6d4c41"/><rect x="602" y="352" width="18" height="98" fill="#6d4c41"/>
${PROPS[topic](accent)}
</svg>`;
}
