// Writes shell/src/apple-touch-icon.png, the picture a phone puts on its home screen for Rowad,
// from the favicon (shell/src/favicon.svg): the same mark, square to the edges, since the phone
// rounds the corners itself. Run it after changing the favicon: node scripts/make-touch-icon.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const SIZE = 180;
const here = (file) => fileURLToPath(new URL(`../shell/src/${file}`, import.meta.url));

const favicon = readFileSync(here('favicon.svg'), 'utf8');
const square = favicon.replace(/ rx="[^"]*"/, '');
if (square === favicon) throw new Error('favicon.svg has no rounded background rect to square off');

const png = await sharp(Buffer.from(square), { density: (72 * SIZE) / 32 })
  .resize(SIZE, SIZE)
  .png({ compressionLevel: 9, palette: true })
  .toBuffer();
writeFileSync(here('apple-touch-icon.png'), png);
console.log(`shell/src/apple-touch-icon.png: ${SIZE}x${SIZE}, ${png.length} bytes`);
