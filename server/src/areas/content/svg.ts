/**
 * Locally generated pictures (SVG) so the site needs no image host and no internet: program tiles
 * here; partner logo marks in logos.ts, faces in avatars.ts, blog and activity scenes in scenes.ts.
 */

const PALETTE = [
  '#1E88E5',
  '#43A047',
  '#FB8C00',
  '#8E24AA',
  '#E53935',
  '#00897B',
  '#3949AB',
  '#F4511E',
  '#6D4C41',
  '#C2185B',
  '#00ACC1',
  '#7CB342',
];

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
}

/** Stable colour for a key (same teacher, same colour on every page). */
export function colourFor(key: string | number): string {
  const text = String(key);
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? '#1E88E5';
}

/** Splits a title into at most `maxLines` lines of about `width` characters. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line !== '') {
      lines.push(line);
      line = word;
    } else {
      line = `${line} ${word}`.trim();
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

export function tileSvg(title: string, colourKey: string | number): string {
  const colour = colourFor(colourKey);
  const lines = wrap(title, 14, 2)
    .map(
      (line, index) =>
        `<text x="200" y="${215 + index * 40}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="34" font-weight="700" fill="${colour}">${escapeXml(line)}</text>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(title)}">
<rect width="400" height="300" rx="24" fill="#F5F7FB"/>
<circle cx="200" cy="110" r="60" fill="${colour}" fill-opacity="0.15"/>
<path d="M160 120l40-28 40 28-40 28z" fill="${colour}"/>
<rect x="194" y="120" width="12" height="36" fill="${colour}"/>
${lines}
</svg>`;
}
