// Regenerates public/favicon.ico and public/apple-touch-icon.png from public/favicon.svg (run by
// hand after changing the SVG: `node shell/scripts/make-icons.mjs`). The results are committed, so
// builds need no image tool. The .ico holds PNG images, which every current browser reads.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'));
const render = (size) => sharp(svg, { density: 300 }).resize(size, size).png().toBuffer();

const SIZES = [16, 32, 48];
const images = await Promise.all(SIZES.map(render));
const header = Buffer.alloc(6);
header.writeUInt16LE(1, 2); // type 1: icon
header.writeUInt16LE(SIZES.length, 4);
let offset = header.length + 16 * SIZES.length;
const entries = images.map((png, index) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(SIZES[index], 0);
  entry.writeUInt8(SIZES[index], 1);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
writeFileSync(path.join(publicDir, 'favicon.ico'), Buffer.concat([header, ...entries, ...images]));
writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await render(180));
