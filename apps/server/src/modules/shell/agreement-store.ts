import { asc } from 'drizzle-orm';
import { agreements } from '../../db/schema/shell';
import type { Db } from '../../platform/db';

/** Every agreement with its text: there are a handful, read together and kept in memory. */
export function listAgreements(db: Db) {
  return db
    .select({
      name: agreements.name,
      title: agreements.title,
      version: agreements.version,
      content: agreements.content,
      updatedAt: agreements.updatedAt,
    })
    .from(agreements)
    .orderBy(asc(agreements.sort), asc(agreements.name));
}
