import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { storedNamePattern, uploadsDirOf } from '../uploads/upload-service';

/** The avatar choices, from the `avatar_list` site setting. */
export async function listAvatarOptions(app: FastifyInstance): Promise<string[]> {
  const list = await app.settings.get<unknown>('avatar_list', []);
  return Array.isArray(list) ? list.filter((url): url is string => typeof url === 'string') : [];
}

/**
 * An avatar is one of the choices or one of our uploads (by path, or by absolute URL of this site);
 * answers the path to store, or null for anything else (no external URLs).
 */
export async function normaliseAvatar(input: { app: FastifyInstance; avatar: string; origin: string }) {
  const { app } = input;
  const pathOnly = input.avatar.startsWith(`${input.origin}/`) ? input.avatar.slice(input.origin.length) : input.avatar;
  if ((await listAvatarOptions(app)).includes(pathOnly)) return pathOnly;
  const name = /^\/uploads\/([^/]+)$/.exec(pathOnly)?.[1];
  if (!name || !storedNamePattern.test(name) || name.startsWith('p-')) return null;
  const stat = await fs.stat(path.join(uploadsDirOf(app.config.dataDir), name)).catch(() => null);
  return stat?.isFile() ? pathOnly : null;
}

/** The bytes of an avatar for the poster: our upload, or a bundled choice; null when none. */
export async function readAvatarBytes(app: FastifyInstance, avatar: string): Promise<Buffer | null> {
  const upload = /^\/uploads\/([^/]+)$/.exec(avatar)?.[1];
  if (upload && storedNamePattern.test(upload)) {
    return fs.readFile(path.join(uploadsDirOf(app.config.dataDir), upload)).catch(() => null);
  }
  const bundled = /^\/images\/avatars\/([\w-]+\.svg)$/.exec(avatar)?.[1];
  if (!bundled) return null;
  const candidates = [
    path.join(app.config.webDist, 'images/avatars', bundled),
    path.resolve(import.meta.dirname, '../../../../web/public/images/avatars', bundled),
  ];
  for (const file of candidates) {
    const bytes = await fs.readFile(file).catch(() => null);
    if (bytes) return bytes;
  }
  return null;
}
