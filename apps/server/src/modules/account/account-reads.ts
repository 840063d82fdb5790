import { type Column, eq } from 'drizzle-orm';
import { users } from '../../db/schema/account';

/**
 * What another area may show of a user beside its own rows (an author's name and face on a feed), and
 * the join that brings it: `.select({ …, author: userDisplayColumns }).innerJoin(...joinUsersOn(t.userId))`.
 * Reading only: account's rows are written through its services.
 */
export const userDisplayColumns = { id: users.id, nickname: users.nickname, avatar: users.avatar };

export const joinUsersOn = (userIdColumn: Column) => [users, eq(users.id, userIdColumn)] as const;
