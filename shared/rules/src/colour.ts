/**
 * Colour rules for text on data-driven colours (package badges come from the database): WCAG 2
 * contrast, and the colour darkened just enough to carry white text.
 */

const HEX = /^#([0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG 2 relative luminance of an sRGB channel triple. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG 2 contrast ratio of two #rrggbb colours (1 to 21); 1 when either is not #rrggbb. */
export function contrastRatio(first: string, second: string): number {
  const a = channels(first);
  const b = channels(second);
  if (!a || !b) return 1;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Body text needs 4.5:1 against its background (WCAG 2 AA). */
export const MIN_TEXT_CONTRAST = 4.5;

const toHex = (rgb: [number, number, number]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour, darkened in small steps (same hue) until white text on it reaches 4.5:1; unchanged
 * when it already does. Not a #rrggbb colour → the brand green, which does.
 */
export function darkenForWhiteText(hex: string, fallback = '#0b6e4f'): string {
  const rgb = channels(hex);
  if (!rgb) return fallback;
  for (let factor = 1; factor > 0; factor -= 0.02) {
    const candidate = toHex([rgb[0] * factor, rgb[1] * factor, rgb[2] * factor]);
    if (contrastRatio(candidate, '#ffffff') >= MIN_TEXT_CONTRAST) return candidate;
  }
  return '#000000';
}
