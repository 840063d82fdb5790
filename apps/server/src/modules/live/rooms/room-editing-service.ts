import type { AdminRoom, AdminRoomFields } from '@vce/contract/admin-live-rooms';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { findUserDisplays } from '../../account/account-service';
import { courseExists, isRoomHoldingLiveCourse } from '../../learning/course-reads';
import {
  countMessagesOf,
  deleteRoomRow,
  insertRoom,
  listConsoleRoomRows,
  listRoomIdsTaughtBy,
  listStaffOf,
  lockRoomForChange,
  type NewRoom,
  replaceStaff,
  updateRoomRow,
} from './room-console-store';
import { describeSchedule, roomStatusAt } from './room-schedule';

/*
 * 直播间管理, the console's door into the live rooms: what each room is set to and shows now, and its
 * changes. The rooms' pages read the table on every call and the go-live job reads the schedule each
 * minute, so a change is what the next viewer on any process sees.
 */

/**
 * Which rooms a console caller may see and change: every room (operators), or those a teacher
 * teaches in, where they write what the room shows and when (its access, staff, stream, place in
 * the list and name stay the operators'). Outside it a room is as unknown.
 */
export type RoomScope = { teacherUserId: number | null };
export const everyRoom: RoomScope = { teacherUserId: null };

/** The rooms a scope reaches: all (undefined), or a teacher's. */
const roomIdsIn = (app: FastifyInstance, scope: RoomScope) =>
  scope.teacherUserId === null ? Promise.resolve(undefined) : listRoomIdsTaughtBy(app.db, scope.teacherUserId);

/** The rooms of a scope as the console lists them. */
export const readScopedRoomsForConsole = async (app: FastifyInstance, scope: RoomScope) =>
  readRoomsForConsole(app, await roomIdsIn(app, scope));

/** A teacher's change: what the room shows and when; the rest as it stands. */
const teacherChange = (room: AdminRoom, fields: AdminRoomFields): AdminRoomFields => ({
  ...fields,
  name: room.name,
  type: room.type as AdminRoomFields['type'],
  access: room.access,
  course_id: room.course?.id ?? null,
  sort: room.sort,
  stream_url: room.stream_url,
  staff: room.staff.map(({ user_id, role }) => ({ user_id, role })),
});

/** Every room (or those of `ids`) as the console shows it. */
export async function readRoomsForConsole(app: FastifyInstance, ids?: number[]): Promise<AdminRoom[]> {
  const rows = await listConsoleRoomRows(app.db, ids);
  const roomIds = rows.map(({ room }) => room.id);
  const [staff, said] = await Promise.all([listStaffOf(app.db, roomIds), countMessagesOf(app.db, roomIds)]);
  return rows.map(({ room, course }) => ({
    id: room.id,
    name: room.name,
    type: room.type,
    access: room.access as AdminRoom['access'],
    course: course?.id ? { id: course.id, title: course.title } : null,
    live_status: room.liveStatus,
    status_now: roomStatusAt(room),
    schedule: room.schedule ?? [],
    schedule_text: describeSchedule(room.schedule),
    image: room.image,
    sort: room.sort,
    teacher_name: room.teacherName,
    teacher_title: room.teacherTitle,
    teacher_avatar: room.teacherAvatar,
    announcement: room.announcement,
    rules: room.rules,
    now_playing: room.nowPlaying,
    stream_url: room.streamUrl ?? '',
    staff: staff
      .filter((member) => member.roomId === room.id)
      .map((member) => ({
        user_id: member.user.id,
        nickname: member.user.nickname,
        role: member.role as 'teacher' | 'moderator',
      })),
    messages: said.find((row) => row.roomId === room.id)?.messages ?? 0,
  }));
}

const readRoom = async (app: FastifyInstance, id: number) => (await readRoomsForConsole(app, [id]))[0] ?? null;

/** The columns a room's fields set; a room's chat state (likes, pins, numbering) is the chat's own. */
async function roomColumns(app: FastifyInstance, fields: AdminRoomFields): Promise<NewRoom> {
  const course = fields.access === 'course' ? fields.course_id : null;
  if (course !== null && !(await courseExists(app.db, course))) throw AppError.reject('roomCourseUnknown');
  const staffIds = fields.staff.map((member) => member.user_id);
  if ((await findUserDisplays(app.db, staffIds)).length !== staffIds.length) throw AppError.reject('roomStaffUnknown');
  return {
    name: fields.name,
    type: fields.type,
    access: fields.access,
    courseId: course,
    liveStatus: fields.live_status,
    schedule: fields.schedule.length ? fields.schedule : null,
    image: fields.image,
    sort: fields.sort,
    teacherName: fields.teacher_name,
    teacherTitle: fields.teacher_title,
    teacherAvatar: fields.teacher_avatar,
    announcement: fields.announcement,
    rules: fields.rules,
    nowPlaying: fields.now_playing,
    streamUrl: fields.stream_url || null,
  };
}

const staffOf = (fields: AdminRoomFields) =>
  fields.staff.map((member) => ({ userId: member.user_id, role: member.role }));

export async function createRoom(app: FastifyInstance, fields: AdminRoomFields) {
  const columns = await roomColumns(app, fields);
  const id = await app.db.transaction(async (tx) => {
    const roomId = await insertRoom(tx, columns);
    await replaceStaff(tx, roomId, staffOf(fields));
    return roomId;
  });
  return (await readRoom(app, id))!;
}

/** Rewrites a room and its staff in one transaction; answers it before and after. */
export async function updateRoom(app: FastifyInstance, id: number, fields: AdminRoomFields, scope = everyRoom) {
  const before = await readRoom(app, id);
  const reachable = await roomIdsIn(app, scope);
  if (!before || (reachable && !reachable.includes(id))) throw AppError.reject('roomUnknown');
  const change = scope.teacherUserId === null ? fields : teacherChange(before, fields);
  const columns = await roomColumns(app, change);
  await app.db.transaction(async (tx) => {
    if (!(await updateRoomRow(tx, id, columns))) throw AppError.reject('roomUnknown');
    await replaceStaff(tx, id, staffOf(change));
  });
  return { before, after: (await readRoom(app, id))! };
}

/**
 * Deletes a room no one has chatted in (its chat is a record to keep) and no live course is held in;
 * answers it as it was.
 */
export async function deleteRoom(app: FastifyInstance, id: number) {
  const before = await readRoom(app, id);
  await app.db.transaction(async (tx) => {
    const room = await lockRoomForChange(tx, id);
    if (!room) throw AppError.reject('roomUnknown');
    if (room.hasChat) throw AppError.reject('roomHasChat');
    if (await isRoomHoldingLiveCourse(tx, id)) throw AppError.reject('roomHasLiveCourse');
    await deleteRoomRow(tx, id);
  });
  return before!;
}
