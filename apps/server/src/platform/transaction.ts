import type { Db } from './db';

/** What runs once a transaction has committed, kept per transaction handle. */
const commitHooks = new WeakMap<Db, (() => Promise<void>)[]>();

/**
 * Runs `work` in one transaction and then, once it has committed, the hooks registered with
 * `afterCommit` during it (in order, awaited: a caller that answers after this sees their effects,
 * such as the domain events' prompt delivery). Inside another `inTransaction` it is a savepoint whose
 * hooks wait for the outer commit. A rejected `work` rolls back and runs no hook.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const outerHooks = commitHooks.get(db);
  const hooks = outerHooks ?? [];
  const result = await db.transaction(async (transaction) => {
    // Drizzle's transaction handle is the database's own type less `$client`; every store takes `Db`.
    const tx = transaction as unknown as Db;
    commitHooks.set(tx, hooks);
    return work(tx);
  });
  if (!outerHooks) for (const hook of hooks) await hook();
  return result;
}

/** Whether `db` is a transaction opened by `inTransaction`. */
export const isInTransaction = (db: Db) => commitHooks.has(db);

/** Runs `hook` once the transaction `tx` (opened by `inTransaction`) has committed. */
export function afterCommit(tx: Db, hook: () => Promise<void>) {
  const hooks = commitHooks.get(tx);
  if (!hooks) throw new Error('afterCommit needs a transaction opened by inTransaction');
  hooks.push(hook);
}
