// Draws the emoji dictionary's images (packages/contract/src/community-emoji.ts) into
// apps/web/public/images/emoji: run it after changing a drawing or the dictionary, and commit the files.
// Faces share one head and differ by eyes, mouth and extras; the rest are small pictures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { emojis } from '../packages/contract/src/community-emoji.ts';

const out = new URL('../apps/web/public/images/emoji/', import.meta.url);
const ink = '#5b3a1a';
const red = '#e5483b';
const green = '#1f9d55';

const head = '<circle cx="32" cy="32" r="28" fill="#ffd45c" stroke="#e0a526" stroke-width="2"/>';
const line = (d, color = ink, width = 3) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const fill = (d, color) => `<path d="${d}" fill="${color}"/>`;
const dot = (x, y, r = 3.2, color = ink) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;
const text = (value, color, size = 26, y = 42) =>
  `<text x="32" y="${y}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${color}" font-family="sans-serif">${value}</text>`;

const eyes = {
  dot: dot(23, 27) + dot(41, 27),
  happy: line('M18 28q5-6 10 0') + line('M36 28q5-6 10 0'),
  closed: line('M18 27h10') + line('M36 27h10'),
  down: line('M18 26q5 5 10 0') + line('M36 26q5 5 10 0'),
  wink: dot(23, 27) + line('M36 28q5-6 10 0'),
  wide: `<circle cx="23" cy="26" r="6" fill="#fff" stroke="${ink}" stroke-width="2"/><circle cx="41" cy="26" r="6" fill="#fff" stroke="${ink}" stroke-width="2"/>${dot(23, 27, 2.6)}${dot(41, 27, 2.6)}`,
  roll: `<circle cx="23" cy="27" r="6" fill="#fff" stroke="${ink}" stroke-width="2"/><circle cx="41" cy="27" r="6" fill="#fff" stroke="${ink}" stroke-width="2"/>${dot(23, 23, 2.6)}${dot(41, 23, 2.6)}`,
  side: `<circle cx="23" cy="27" r="6" fill="#fff" stroke="${ink}" stroke-width="2"/><circle cx="41" cy="27" r="6" fill="#fff" stroke="${ink}" stroke-width="2"/>${dot(26, 28, 2.6)}${dot(44, 28, 2.6)}`,
  cross: line('M19 23l8 8M27 23l-8 8') + line('M37 23l8 8M45 23l-8 8'),
  heart:
    fill('M23 33l-6-6a3.5 3.5 0 0 1 6-4a3.5 3.5 0 0 1 6 4z', red) +
    fill('M41 33l-6-6a3.5 3.5 0 0 1 6-4a3.5 3.5 0 0 1 6 4z', red),
  spiral:
    line('M23 27m-5 0a5 5 0 1 0 5-5a3 3 0 1 0 3 3', ink, 2) + line('M41 27m-5 0a5 5 0 1 0 5-5a3 3 0 1 0 3 3', ink, 2),
  angry: dot(23, 29) + dot(41, 29) + line('M16 20l11 5') + line('M48 20l-11 5'),
  sad: dot(23, 29) + dot(41, 29) + line('M17 24l9-4') + line('M47 24l-9-4'),
  glasses: fill('M12 22h40v4l-4 8h-10l-4-7h-4l-4 7h-10l-4-8z', '#222'),
  big: `<circle cx="23" cy="27" r="5" fill="${ink}"/><circle cx="41" cy="27" r="5" fill="${ink}"/>${dot(25, 25, 1.6, '#fff')}${dot(43, 25, 1.6, '#fff')}`,
};

const mouths = {
  smile: line('M22 40q10 8 20 0'),
  small: line('M26 41q6 4 12 0'),
  grin: fill('M18 37h28q-2 14-14 14t-14-14z', ink) + fill('M24 46q8-5 16 0q-8 6-16 0z', '#f07a6a'),
  flat: line('M24 43h16'),
  frown: line('M22 46q10-8 20 0'),
  o: `<ellipse cx="32" cy="44" rx="5" ry="6" fill="${ink}"/>`,
  tongue: line('M22 40q10 7 20 0') + fill('M30 43h8v4a4 4 0 0 1-8 0z', '#f07a6a'),
  smirk: line('M24 43q10 3 17-5'),
  zigzag: line('M20 44l4-3l4 3l4-3l4 3l4-3l4 3', ink, 2.5),
  wail: fill('M22 48q10-14 20 0z', ink),
  kiss: line('M30 38q6 3 0 6q6 3 0 6', ink, 2.5),
  teeth:
    `<rect x="21" y="39" width="22" height="9" rx="3" fill="#fff" stroke="${ink}" stroke-width="2"/>` +
    line('M21 43.5h22', ink, 1.5),
};

const extras = {
  blush: `<ellipse cx="16" cy="37" rx="5" ry="3" fill="#f6968a" opacity=".8"/><ellipse cx="48" cy="37" rx="5" ry="3" fill="#f6968a" opacity=".8"/>`,
  sweat: fill('M50 10q6 8 0 11q-6-3 0-11z', '#5aa9e6'),
  tears: fill('M18 32q-3 10 1 16q4-4 1-16z', '#5aa9e6') + fill('M46 32q-3 10 1 16q4-4 1-16z', '#5aa9e6'),
  tear: fill('M19 33q-3 7 1 11q4-3-1-11z', '#5aa9e6'),
  question: text('?', '#3b82f6', 22, 18).replace('x="32"', 'x="54"'),
  anger: line('M46 8l3 5l5-3M50 16l5 1', red, 2.5),
  zzz:
    text('z', '#3b82f6', 14, 14).replace('x="32"', 'x="50"') + text('z', '#3b82f6', 10, 8).replace('x="32"', 'x="57"'),
  hand:
    fill('M14 50q-4-14 6-16l16 0q6 0 4 5l-8 1q10 1 8 7q-6 10-26 3z', '#f5b942') +
    line('M22 40h14M21 45h14', '#c8861b', 2),
  finger: `<rect x="40" y="30" width="7" height="22" rx="3.5" fill="#f5b942" stroke="#c8861b" stroke-width="1.5"/>`,
  headband: `<rect x="5" y="14" width="54" height="7" fill="${red}"/>` + fill('M56 16l6-4v10z', red),
  melon:
    fill('M36 50a14 14 0 0 0 24 0z', '#2e9e4f') +
    fill('M38 50a12 12 0 0 0 20 0z', '#ef5350') +
    dot(44, 53, 1.2, ink) +
    dot(50, 54, 1.2, ink),
  wave: fill('M50 38q10-8 12-2l-4 10q-4 4-8 0z', '#f5b942'),
  hat: line('M14 46q18 10 36 0', '#fff', 0),
  brow: line('M17 19l9 3') + line('M47 19l-9 3'),
  breath: line('M46 46q6-2 10 1q-4 2-10 1', '#9bb7d4', 2),
  chin: fill('M42 52q4-10 10-6l-2 8z', '#f5b942'),
};

const face = (eye, mouth, ...more) =>
  head + (eyes[eye] ?? '') + (mouths[mouth] ?? '') + more.map((name) => extras[name]).join('');

const thumb = (color) =>
  fill('M18 30h8v22h-8z', color) + fill('M28 30l8-16q6-2 6 5l-2 9h11q5 1 4 6l-4 15q-1 4-5 4h-18z', color);
const things = {
  'thumbs-up': thumb('#f5b942'),
  'thumbs-down': `<g transform="rotate(180 32 33)">${thumb('#c9a27a')}</g>`,
  ok:
    `<circle cx="24" cy="30" r="9" fill="none" stroke="#f5b942" stroke-width="6"/>` +
    fill('M30 22l4-14q4-2 5 2l-2 14zM36 24l8-12q4-1 4 3l-6 13zM38 32l10-8q4 0 3 4l-8 8z', '#f5b942') +
    fill('M16 38q4 18 24 14q6-8 0-18z', '#f5b942'),
  victory:
    fill('M22 30l-6-20q2-4 6-2l8 20zM34 28l2-21q4-3 6 1l-2 22z', '#f5b942') +
    fill('M18 30h26q6 4 2 16q-4 10-16 8q-12-2-12-14z', '#f5b942') +
    line('M26 36h14', '#c8861b', 2),
  clap:
    fill('M14 44l14-28q4-2 5 2l-4 10l12-14q4-1 4 3l-8 18q2 10-8 16q-10 2-15-7z', '#f5b942') +
    fill('M30 48l16-26q4-1 4 3l-4 10l6-6q4 0 3 4l-8 14q-4 10-14 8z', '#e7a93a') +
    line('M50 10l3-5M56 16l5-2M44 8l-1-5', '#e0a526', 2),
  fist:
    `<rect x="10" y="22" width="24" height="24" rx="8" fill="#f5b942"/><rect x="30" y="18" width="22" height="32" rx="6" fill="#e7a93a"/>` +
    line('M14 30h16M14 37h16', '#c8861b', 2),
  cheer:
    fill('M22 56v-22l-6-14q0-5 5-3l5 9v-14q2-4 6 0v12l2-14q3-3 6 0v14l3-10q4-2 5 2l-4 20l-2 20z', '#f5b942') +
    text('加油', red, 13, 14),
  heart: fill('M32 54l-20-20a11 11 0 0 1 20-14a11 11 0 0 1 20 14z', red),
  'broken-heart':
    fill('M30 52l-18-18a11 11 0 0 1 18-15l-4 10l7 7l-5 10z', red) +
    fill('M34 52l18-18a11 11 0 0 0-18-15l-1 4l6 8l-8 8z', '#c73a2e'),
  rose:
    fill('M32 10q12 4 10 16q-4 8-10 8q-8 0-10-8q-2-12 10-16z', red) +
    line('M32 12q-4 8 2 14', '#a8281e', 2) +
    line('M32 34v22', green) +
    fill('M32 46q-12-4-12 4q8 2 12-4z', green),
  gift:
    `<rect x="12" y="26" width="40" height="28" rx="3" fill="${red}"/><rect x="10" y="20" width="44" height="9" rx="2" fill="#f05d50"/><rect x="29" y="20" width="6" height="34" fill="#ffd45c"/>` +
    line('M32 20q-12-12-14-2q2 4 14 2q12 2 14-2q-2-10-14 2', '#ffd45c', 3),
  'red-packet':
    `<rect x="14" y="8" width="36" height="48" rx="4" fill="${red}"/>` +
    fill('M14 12q18 14 36 0v-2q0-2-4-2h-28q-4 0-4 2z', '#c73a2e') +
    `<circle cx="32" cy="22" r="7" fill="#ffd45c"/>` +
    text('¥', '#c73a2e', 10, 26),
  fire:
    fill('M32 58q-16 0-16-16q0-12 10-20q0 8 6 10q-2-14 8-24q2 12 10 20q4 6 4 14q0 16-22 16z', '#ff7a1a') +
    fill('M32 58q-8 0-8-8q0-6 6-10q0 6 4 6q0-6 4-10q4 8 4 14q0 8-10 8z', '#ffd45c'),
  coffee:
    `<rect x="14" y="24" width="28" height="28" rx="4" fill="#fff" stroke="${ink}" stroke-width="3"/>` +
    line('M42 30h4a6 6 0 0 1 0 12h-4') +
    fill('M17 28h22v6h-22z', '#8d5a34') +
    line('M22 18q-3-4 0-8M30 18q-3-4 0-8', '#9bb7d4', 2),
  rise:
    `<rect x="6" y="6" width="52" height="52" rx="12" fill="${red}"/>` + fill('M32 14l14 16h-8v18h-12v-18h-8z', '#fff'),
  fall:
    `<rect x="6" y="6" width="52" height="52" rx="12" fill="${green}"/>` +
    fill('M32 50l14-16h-8v-18h-12v18h-8z', '#fff'),
  bull:
    line('M16 24q-10-4-8-14q4 6 12 8M48 24q10-4 8-14q-4 6-12 8', '#e9dcc3', 5) +
    `<ellipse cx="32" cy="34" rx="18" ry="18" fill="${red}"/><ellipse cx="32" cy="44" rx="11" ry="7" fill="#f59a8e"/>` +
    dot(28, 44, 2) +
    dot(36, 44, 2) +
    dot(25, 30, 2.5, '#fff') +
    dot(39, 30, 2.5, '#fff'),
  bear:
    `<circle cx="16" cy="16" r="7" fill="${green}"/><circle cx="48" cy="16" r="7" fill="${green}"/><circle cx="32" cy="34" r="22" fill="${green}"/><ellipse cx="32" cy="42" rx="9" ry="7" fill="#9ad7b0"/>` +
    dot(32, 39, 2.5) +
    dot(24, 30, 2.5, '#fff') +
    dot(40, 30, 2.5, '#fff'),
  'full-position': `<rect x="8" y="18" width="44" height="28" rx="4" fill="none" stroke="${ink}" stroke-width="3"/><rect x="52" y="26" width="5" height="12" rx="2" fill="${ink}"/><rect x="12" y="22" width="36" height="20" rx="2" fill="${red}"/>`,
  'empty-position':
    `<rect x="8" y="18" width="44" height="28" rx="4" fill="none" stroke="${ink}" stroke-width="3"/><rect x="52" y="26" width="5" height="12" rx="2" fill="${ink}"/>` +
    line('M16 40l28-16', '#9aa3ad', 3),
  'stop-loss': fill('M22 6h20l16 16v20l-16 16h-20l-16-16v-20z', red) + text('止', '#fff', 26, 41),
  'bottom-fish': line('M8 14q12 40 24 36q12 4 24-36', ink, 3) + fill('M32 30l8 10h-5v10h-6v-10h-5z', red),
  rocket:
    fill('M40 8q14 0 16 16l-20 20l-16-16z', '#e9eef3') +
    `<circle cx="42" cy="22" r="5" fill="#3b82f6"/>` +
    fill('M20 28l-12 4l8 8zM36 44l-4 12l-8-8z', red) +
    fill('M18 42q-8 4-10 14q10-2 14-10z', '#ff7a1a'),
  dive:
    line('M6 12q20 0 28 20t24 20', green, 4) +
    fill('M52 44l10 10l-14 2z', green) +
    line('M10 56q6-6 12 0t12 0', '#5aa9e6', 3),
  leek:
    fill('M30 58q-2-24-16-46q14 10 18 30q2-22 12-34q-4 22-6 50z', green) +
    fill('M26 58q-2-14 0-20h12q2 8 0 20z', '#f1f5e9'),
};

const faces = {
  smile: face('dot', 'smile'),
  haha: face('happy', 'grin'),
  laugh: face('happy', 'grin', 'tear'),
  titter: face('down', 'smirk', 'blush'),
  simper: face('closed', 'teeth', 'blush'),
  shy: face('down', 'small', 'blush'),
  tongue: face('wink', 'tongue'),
  proud: face('down', 'smirk', 'brow'),
  cool: face('glasses', 'smirk'),
  'love-eyes': face('heart', 'grin'),
  kiss: face('wink', 'kiss', 'blush'),
  smirk: face('side', 'smirk'),
  clever: face('wink', 'smirk', 'chin'),
  surprised: face('wide', 'o'),
  question: face('dot', 'flat', 'question'),
  thinking: face('side', 'flat', 'chin'),
  sweat: face('closed', 'smile', 'sweat'),
  awkward: face('down', 'teeth', 'sweat'),
  speechless: face('closed', 'flat'),
  'eye-roll': face('roll', 'flat'),
  despise: face('side', 'frown', 'brow'),
  sad: face('sad', 'frown'),
  wronged: face('sad', 'zigzag', 'tear'),
  pitiful: face('big', 'small'),
  cry: face('closed', 'wail', 'tears'),
  angry: face('angry', 'frown', 'anger'),
  crazy: face('cross', 'wail', 'anger'),
  dizzy: face('spiral', 'zigzag'),
  sleep: face('closed', 'o', 'zzz'),
  sigh: face('closed', 'frown', 'breath'),
  hush: face('side', 'flat', 'finger'),
  facepalm: face('closed', 'smile', 'hand'),
  strive: face('angry', 'teeth', 'headband'),
  melon: face('side', 'small', 'melon'),
  bye: face('happy', 'smile', 'wave'),
  fear: face('wide', 'zigzag', 'sweat'),
};

mkdirSync(out, { recursive: true });
for (const [name, key] of emojis) {
  const body = faces[key] ?? things[key];
  if (!body) throw new Error(`no drawing for [${name}] (${key})`);
  writeFileSync(
    new URL(`${key}.svg`, out),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${name}">${body}</svg>\n`,
  );
}
console.log(`drew ${emojis.length} emoji into ${out.pathname}`);
