// Draws the web app manifest's PNG icons from the logo with sharp (the server's image library).
// Run after changing apps/web/public/logo.svg: `node scripts/make-icons.mjs`; the PNGs are
// committed, so the build needs no image tools.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const web = path.resolve(import.meta.dirname, '../apps/web/public');
const logo = fs.readFileSync(path.join(web, 'logo.svg'));
const out = path.join(web, 'icons');
fs.mkdirSync(out, { recursive: true });

for (const size of [192, 512]) {
  await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, `icon-${size}.png`));
}
// Maskable: the logo on the brand colour with the safe zone's margin, so a launcher's round or
// squircle mask never cuts into it.
const inner = 512 * 0.7;
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#c2410c' } })
  .composite([
    {
      input: await sharp(logo, { density: (72 * inner) / 64 })
        .resize(Math.round(inner))
        .png()
        .toBuffer(),
      gravity: 'center',
    },
  ])
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(out, 'icon-maskable-512.png'));
// Apple's home screen icon (iOS ignores the manifest's).
await sharp(logo, { density: (72 * 180) / 64 })
  .resize(180, 180)
  .flatten({ background: '#c2410c' })
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(out, 'apple-touch-icon.png'));
