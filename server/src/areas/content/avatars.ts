/**
 * Illustrated faces for people without a photo: DiceBear's "Notionists" drawings (CC0, drawn by
 * Zoish), generated here from a seed, so the same teacher always has the same face and no
 * avatar service is called. DiceBear ships ES modules only and the server is CommonJS, so it is
 * loaded once with import().
 */
import type * as CoreModule from '@dicebear/core' with { 'resolution-mode': 'import' };
import type * as StyleModule from '@dicebear/notionists' with { 'resolution-mode': 'import' };
import { escapeXml } from './svg';

type Core = typeof CoreModule;
type Style = typeof StyleModule;

let loading: Promise<{ core: Core; style: Style }> | undefined;

function dicebear(): Promise<{ core: Core; style: Style }> {
  loading ??= Promise.all([import('@dicebear/core'), import('@dicebear/notionists')]).then(([core, style]) => ({
    core,
    style,
  }));
  return loading;
}

/** Soft backgrounds: dark line drawings stay readable on each, and none shouts like the old initials blocks. */
const BACKGROUNDS = ['d7f0e5', 'fde7c7', 'dbe7fb', 'f6dde6', 'e7e1f7', 'fff1b8'];

/** The person's face as an SVG named by `label` (role="img"), the same for the same seed. */
export async function illustratedAvatarSvg(seed: string, label: string): Promise<string> {
  const { core, style } = await dicebear();
  const svg = core
    .createAvatar(style, { seed, size: 240, backgroundColor: BACKGROUNDS, backgroundType: ['solid'] })
    .toString();
  // DiceBear writes a bare <svg ...>; the picture is named like the other generated images
  return svg.replace(/^<svg /, `<svg role="img" aria-label="${escapeXml(label)}" `);
}
