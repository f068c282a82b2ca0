import sharp from 'sharp';

/*
 * Demo pictures drawn locally: a pictogram of the category on coloured backgrounds, no text
 * (fonts may be missing) and nothing downloaded. Each is rendered to PNG, so that the seed
 * stores it through the same processImage path as an upload.
 */

const SIZE = 600;

/** Pictograms in a 600 × 600 box; even-odd fill cuts the holes (screen, label). */
const GLYPHS = {
  shirt:
    'M220 150 L265 130 Q300 165 335 130 L380 150 L470 230 L425 285 L390 255 L390 470 L210 470 L210 255 L175 285 L130 230 Z',
  dress:
    'M265 125 L280 125 L285 185 L315 185 L320 125 L335 125 L340 200 Q330 230 345 260 L450 470 L150 470 L255 260 Q270 230 260 200 Z',
  shoe: 'M110 400 L125 285 Q150 270 175 290 Q215 320 255 300 L270 255 Q285 245 300 260 Q335 320 420 335 Q490 345 495 390 L495 410 L110 410 Z',
  pot: 'M150 270 L450 270 L430 430 Q425 460 395 460 L205 460 Q175 460 170 430 Z M110 285 L150 285 L150 315 L115 315 Z M450 285 L490 285 L485 315 L450 315 Z M170 255 Q300 175 430 255 Z M282 200 a18 18 0 1 0 36 0 a18 18 0 1 0 -36 0 Z',
  phone:
    'M230 120 h140 q25 0 25 25 v310 q0 25 -25 25 h-140 q-25 0 -25 -25 v-310 q0 -25 25 -25 Z M225 165 h150 v250 h-150 Z',
  bottle:
    'M265 120 h70 v55 h-70 Z M280 175 h40 v25 h-40 Z M235 200 h130 q25 0 25 25 v225 q0 25 -25 25 h-130 q-25 0 -25 -25 v-225 q0 -25 25 -25 Z M250 280 h100 v90 h-100 Z',
} as const;

export type Glyph = keyof typeof GLYPHS;

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360}, ${saturation}%, ${lightness}%)`;

/** Three compositions, so that a product's gallery shows different pictures. */
function svg(glyph: Glyph, hue: number, variant: number): string {
  const path = GLYPHS[glyph];
  const shape = (fill: string, extra = '') =>
    `<path d="${path}" fill="${fill}" fill-rule="evenodd" ${extra}/>`;
  let body: string;
  if (variant % 3 === 0) {
    body = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${hsl(hue, 65, 62)}"/>
        <stop offset="1" stop-color="${hsl(hue + 40, 60, 40)}"/></linearGradient></defs>
      <rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>
      <circle cx="300" cy="300" r="230" fill="#fff" opacity="0.18"/>
      ${shape('#000', 'opacity="0.2" transform="translate(10 14)"')}
      ${shape('#fff', 'opacity="0.94"')}`;
  } else if (variant % 3 === 1) {
    const dots = Array.from({ length: 36 }, (_, i) => {
      const x = 50 + (i % 6) * 100;
      const y = 50 + Math.floor(i / 6) * 100;
      return `<circle cx="${x}" cy="${y}" r="10" fill="${hsl(hue + 180, 50, 80)}"/>`;
    }).join('');
    body = `<rect width="${SIZE}" height="${SIZE}" fill="${hsl(hue, 45, 93)}"/>${dots}
      ${shape(hsl(hue, 60, 45), `stroke="${hsl(hue, 60, 25)}" stroke-width="6"`)}`;
  } else {
    const stripes = Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${i * 100 - 300}" y="-100" width="50" height="900" fill="${hsl(hue + 20, 55, 49)}" transform="rotate(30 300 300)"/>`,
    ).join('');
    body = `<rect width="${SIZE}" height="${SIZE}" fill="${hsl(hue + 20, 55, 55)}"/>${stripes}
      <g transform="rotate(-12 300 300) translate(90 90) scale(0.7)">${shape(hsl(hue, 70, 95))}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${body}</svg>`;
}

/** A 600 × 600 PNG of `glyph` in colours around `hue` (degrees); `variant` picks the layout. */
export function renderDemoImage(glyph: Glyph, hue: number, variant: number): Promise<Buffer> {
  return sharp(Buffer.from(svg(glyph, hue, variant)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
