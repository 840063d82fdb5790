import { randomInt } from 'node:crypto';
import sharp from 'sharp';

export const IMAGE_WIDTH = 300;
export const IMAGE_HEIGHT = 150;
export const PIECE_SIZE = 50;

/** A jigsaw-like piece: a square with a knob on top and on the right, in a PIECE_SIZE box. */
const piecePath = (() => {
  const s = PIECE_SIZE;
  const b = 10; // room for the knobs
  const q = s - b; // the square's side
  const r = 7;
  const top = b;
  const right = q;
  return [
    `M0 ${top}`,
    `H${q / 2 - r}`,
    `A${r} ${r} 0 1 1 ${q / 2 + r} ${top}`,
    `H${right}`,
    `V${top + q / 2 - r}`,
    `A${r} ${r} 0 1 1 ${right} ${top + q / 2 + r}`,
    `V${s}`,
    `H0`,
    'Z',
  ].join(' ');
})();

const shapeSvg = (fill: string, stroke = 'none') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE_SIZE}" height="${PIECE_SIZE}">` +
      `<path d="${piecePath}" fill="${fill}" stroke="${stroke}" stroke-width="2"/></svg>`,
  );

function backgroundSvg(): Buffer {
  const hue = randomInt(360);
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const color = `hsl(${(hue + randomInt(160)) % 360},${40 + randomInt(40)}%,${35 + randomInt(40)}%)`;
    const x = randomInt(IMAGE_WIDTH);
    const y = randomInt(IMAGE_HEIGHT);
    shapes.push(
      i % 2
        ? `<circle cx="${x}" cy="${y}" r="${8 + randomInt(30)}" fill="${color}" opacity="0.7"/>`
        : `<rect x="${x}" y="${y}" width="${10 + randomInt(60)}" height="${10 + randomInt(40)}" fill="${color}" opacity="0.6" transform="rotate(${randomInt(90)} ${x} ${y})"/>`,
    );
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},55%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},55%,40%)"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`,
  );
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** The background with a shaded gap at (x, y) and the matching piece cut from it, as PNG data URLs. */
export async function drawSlidePuzzle(x: number, y: number): Promise<{ image: string; piece: string }> {
  const background = await sharp(backgroundSvg()).png().toBuffer();
  const cut = await sharp(background).extract({ left: x, top: y, width: PIECE_SIZE, height: PIECE_SIZE }).toBuffer();
  const [piece, image] = await Promise.all([
    sharp(cut)
      .composite([{ input: shapeSvg('#fff'), blend: 'dest-in' }, { input: shapeSvg('none', 'rgba(255,255,255,0.9)') }])
      .png()
      .toBuffer(),
    sharp(background)
      .composite([{ input: shapeSvg('rgba(0,0,0,0.55)', 'rgba(255,255,255,0.8)'), left: x, top: y }])
      .png()
      .toBuffer(),
  ]);
  return { image: dataUrl(image), piece: dataUrl(piece) };
}
