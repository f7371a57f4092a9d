/** Words kept in capitals (abbreviations) and in lower case (conjunctions) when title-casing. */
const KEEP_UPPER = new Set(['DKI', 'DI', 'OSN', 'UTBK', 'PTN', 'SD', 'SMP', 'SMA', 'SMK', 'TK']);
const KEEP_LOWER = new Set(['dan']);

/** "KABUPATEN BANDUNG BARAT" → "Kabupaten Bandung Barat"; "DKI JAKARTA" → "DKI Jakarta". */
export function titleCase(upper: string): string {
  return upper
    .trim()
    .split(/\s+/)
    .map((word, index) => {
      if (KEEP_UPPER.has(word)) return word;
      const lower = word.toLowerCase();
      if (index > 0 && KEEP_LOWER.has(lower)) return lower;
      return lower.replace(
        /(^|[-'])([a-z])/g,
        (_match, before: string, letter: string) => before + letter.toUpperCase(),
      );
    })
    .join(' ');
}

/** Strips tags and collapses whitespace: for excerpts and search text. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts at a word boundary, adding an ellipsis when shortened. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`;
}

/** "Belajar Efektif di Rumah!" → "belajar-efektif-di-rumah" */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .slice(0, 100)
    .replace(/-+$/, '');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text placed in HTML we build (element content or a quoted attribute): never markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
