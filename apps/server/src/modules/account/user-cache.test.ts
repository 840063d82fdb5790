import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalBus } from '../../platform/bus';
import type { Db } from '../../platform/db';
import { findUserById, type UserRow } from './store';
import { createUserCache } from './user-cache';

vi.mock('./store', () => ({ findUserById: vi.fn() }));
const read = vi.mocked(findUserById);

/** Database reads that answer when the test says. */
function heldReads() {
  const answers: ((row: UserRow) => void)[] = [];
  read.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
  return answers;
}
const row = (nickname: string) => ({ id: 7, nickname }) as UserRow;

describe('the user cache', () => {
  beforeEach(() => {
    read.mockReset();
  });

  it('reads a user once however many ask at once, then answers synchronously', async () => {
    const answers = heldReads();
    const cache = createUserCache({} as Db, createLocalBus());
    const asks = Array.from({ length: 10 }, () => cache.get(7));
    expect(read).toHaveBeenCalledTimes(1);
    answers[0]?.(row('期友甲'));
    for (const ask of asks) expect(await ask).toEqual(row('期友甲'));
    expect(cache.get(7)).toEqual(row('期友甲'));
  });

  it('does not keep a row read before a change announced while it was read', async () => {
    const answers = heldReads();
    const bus = createLocalBus();
    const cache = createUserCache({} as Db, bus);
    const before = cache.get(7);
    await cache.changed(7);
    answers[0]?.(row('旧昵称'));
    expect(await before).toEqual(row('旧昵称'));

    const after = cache.get(7);
    expect(after).toBeInstanceOf(Promise);
    answers[1]?.(row('新昵称'));
    expect(await after).toEqual(row('新昵称'));
    expect(cache.get(7)).toEqual(row('新昵称'));
  });
});
