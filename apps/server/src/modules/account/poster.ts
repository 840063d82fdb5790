import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';
import { uploadsDirOf } from '../uploads/upload-service';
import { readAvatarBytes } from './avatars';
import type { UserRow } from './store';

const WIDTH = 750;
const HEIGHT = 1200;
const AVATAR = 160;
const QR = 260;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The invite link a poster's QR code opens. */
export const inviteUrlOf = (origin: string, userId: number) => `${origin}/?inviter=${userId}`;

/** What a poster shows under the site's name: its words, the QR code's address, and whose avatar. */
interface PosterFace {
  avatar: string;
  heading: string;
  /** Lines under the heading (a post's excerpt, or the invitation). */
  lines: string[];
  qrUrl: string;
  caption: string;
  /** What renews it without changing its words: the avatar's file may change under one address. */
  version?: number;
}

/** Cuts text into lines of `perLine` characters, at most `maxLines`, the last ending in … when cut. */
export function wrapLines(text: string, perLine: number, maxLines: number) {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  const lines: string[] = [];
  for (let start = 0; start < characters.length && lines.length < maxLines; start += perLine)
    lines.push(characters.slice(start, start + perLine).join(''));
  if (characters.length > perLine * maxLines)
    lines[maxLines - 1] = `${Array.from(lines[maxLines - 1]!)
      .slice(0, -1)
      .join('')}…`;
  return lines;
}

/**
 * A poster as a PNG under uploads. Its name is a hash of what it shows, so it is rendered once and
 * again only when that changes (a profile, a post's title).
 */
async function renderPoster(app: FastifyInstance, origin: string, face: PosterFace) {
  const key = createHash('sha256').update(JSON.stringify(face)).digest('hex').slice(0, 32);
  const name = `p-${key}.png`;
  const dir = uploadsDirOf(app.config.dataDir);
  const file = path.join(dir, name);
  const exists = await fs.stat(file).then(
    () => true,
    () => false,
  );
  if (!exists) {
    await fs.mkdir(dir, { recursive: true });
    const png = await composePoster(app, face);
    // Written aside and renamed: a concurrent reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, png);
    await fs.rename(temporary, file);
  }
  return { poster_url: `${origin}/uploads/${name}` };
}

/** The share poster: nickname, avatar and an invite QR code. */
export function renderUserPoster(input: { app: FastifyInstance; user: UserRow; origin: string }) {
  const { user } = input;
  return renderPoster(input.app, input.origin, {
    avatar: user.avatar,
    heading: user.nickname,
    lines: ['邀请你一起学习期货知识'],
    qrUrl: inviteUrlOf(input.origin, user.id),
    caption: '扫码加入 · 投资有风险，入市需谨慎',
    version: user.updatedAt.getTime(),
  });
}

/** A community post shared by a user: its title and opening, its author, a QR code to it (with the sharer as inviter). */
export function renderPostPoster(input: {
  app: FastifyInstance;
  user: UserRow;
  origin: string;
  post: { id: number; title: string; excerpt: string; author: { nickname: string; avatar: string } };
}) {
  const { post, origin } = input;
  return renderPoster(input.app, origin, {
    avatar: post.author.avatar,
    heading: wrapLines(post.title, 16, 1)[0] ?? '',
    lines: [`「${post.author.nickname}」在期友社区发布`, ...wrapLines(post.excerpt, 22, 3)],
    qrUrl: `${origin}/qiyouCommunityV2/infoDetails?id=${post.id}&inviter=${input.user.id}`,
    caption: '扫码阅读全文 · 观点仅供交流，不构成投资建议',
  });
}

async function composePoster(app: FastifyInstance, face: PosterFace) {
  const text = (y: number, size: number, color: string, words: string, bold = false) =>
    `<text x="50%" y="${y}" text-anchor="middle" font-size="${size}"${bold ? ' font-weight="bold"' : ''} fill="${color}" font-family="sans-serif">${escapeXml(words)}</text>`;
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#C8161D"/>` +
      `<stop offset="1" stop-color="#7A0E12"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>` +
      `<rect x="40" y="300" width="${WIDTH - 80}" height="${HEIGHT - 360}" rx="24" fill="#FFFFFF"/>` +
      text(120, 56, '#FFFFFF', 'vce期货', true) +
      text(190, 30, '#FFE3E3', '专业的K线学习交流平台') +
      text(500, 40, '#222222', face.heading, true) +
      face.lines.map((line, index) => text(560 + index * 42, 28, index === 0 ? '#666666' : '#333333', line)).join('') +
      text(HEIGHT - 110, 24, '#999999', face.caption) +
      `</svg>`,
  );
  const qrTop = 560 + face.lines.length * 42 + 30;
  const qr = await QRCode.toBuffer(face.qrUrl, { type: 'png', width: QR, margin: 1, errorCorrectionLevel: 'M' });
  const layers: OverlayOptions[] = [{ input: qr, left: (WIDTH - QR) / 2, top: qrTop }];
  const avatar = await roundAvatar(app, face.avatar);
  if (avatar) layers.push({ input: avatar, left: (WIDTH - AVATAR) / 2, top: 240 });
  return sharp(background).composite(layers).png({ compressionLevel: 8 }).toBuffer();
}

async function roundAvatar(app: FastifyInstance, avatar: string): Promise<Buffer | null> {
  const bytes = avatar ? await readAvatarBytes(app, avatar) : null;
  if (!bytes) return null;
  const mask = Buffer.from(
    `<svg width="${AVATAR}" height="${AVATAR}"><circle cx="${AVATAR / 2}" cy="${AVATAR / 2}" r="${AVATAR / 2}"/></svg>`,
  );
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize(AVATAR, AVATAR, { fit: 'cover' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
