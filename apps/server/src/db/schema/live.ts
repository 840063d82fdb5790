import { integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

export const liveRooms = pgTable('live_rooms', {
  id: serial('id').primaryKey(),
  /** Room kind, passed on in links: 1 public room, 2 member room, 3 course room. */
  type: smallint('type').notNull().default(1),
  name: text('name').notNull(),
  /** 1 live now, 0 not live, -1 not open yet (敬请期待). */
  liveStatus: smallint('live_status').notNull().default(0),
  image: text('image').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});
