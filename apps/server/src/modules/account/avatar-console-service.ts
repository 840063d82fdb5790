import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../platform/transaction';
import { saveSetting } from '../shell/settings-service';
import { listAvatarOptions } from './avatars';
import { countUsersByAvatar } from './console-store';

/*
 * 头像, the console's door into the avatars members choose from: the `avatar_list` site setting,
 * with how many accounts wear each. A member keeps an avatar taken off the list.
 */

async function withWearers(app: FastifyInstance, list: string[]) {
  const wearers = await countUsersByAvatar(app.db, list);
  return list.map((url) => ({ url, users: wearers.get(url) ?? 0 }));
}

export const readAvatarsForConsole = async (app: FastifyInstance) => ({
  list: await withWearers(app, await listAvatarOptions(app)),
});

/** Saves the choices; answers them before and after. */
export async function updateAvatarChoices(app: FastifyInstance, list: string[]) {
  const before = await listAvatarOptions(app);
  await inTransaction(app.db, (tx) => saveSetting(app, tx, 'avatar_list', list));
  return { before, after: list, answer: { list: await withWearers(app, list) } };
}
