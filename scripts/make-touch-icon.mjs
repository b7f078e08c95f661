// Writes the pictures a phone puts on its home screen for Rowad, from the favicon
// (shell/src/favicon.svg): the same mark, square to the edges, since the phone rounds or masks the
// corners itself. shell/src/apple-touch-icon.png (180 px, iOS) and shell/src/icons/icon-192.png and
// icon-512.png (the web app manifest's, shell/src/offline/manifest.webmanifest; the mark sits well
// inside the safe circle a maskable icon needs). Run it after changing the favicon:
// node scripts/make-touch-icon.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = (file) => fileURLToPath(new URL(`../shell/src/${file}`, import.meta.url));

const favicon = readFileSync(here('favicon.svg'), 'utf8');
const square = favicon.replace(/ rx="[^"]*"/, '');
if (square === favicon) throw new Error('favicon.svg has no rounded background rect to square off');

for (const [file, size] of [
  ['apple-touch-icon.png', 180],
  ['icons/icon-192.png', 192],
  ['icons/icon-512.png', 512],
]) {
  const png = await sharp(Buffer.from(square), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  mkdirSync(dirname(here(file)), { recursive: true });
  writeFileSync(here(file), png);
  console.log(`shell/src/${file}: ${size}x${size}, ${png.length} bytes`);
}
