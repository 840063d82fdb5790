import { z } from 'zod';
import { defineAdminCall } from './admin';
import { siteImage } from './admin-settings';
import { RoomAccess } from './live';
import { field } from './validation';

/** Slots a room's week holds, and staff it names: more would be a mistake, not a programme. */
export const ROOM_SLOTS_MAX = 14;
export const ROOM_STAFF_MAX = 10;

export const roomAccessNames: Record<RoomAccess, string> = {
  public: '公开',
  members: '会员',
  course: '课程学员',
  invited: '受邀用户',
};

/** -1 敬请期待 (listed, not open), 0 未开播, 1 直播中; with a schedule, 0 and 1 follow it. */
export const roomStatusNames: Record<string, string> = { '-1': '敬请期待', '0': '未开播', '1': '直播中' };

const clock = (label: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, `${label}须为HH:MM，如 20:30`)
    .describe(label);

/** A weekly slot in Beijing time: weekdays 1 (Monday) … 7, from `HH:MM` to a later `HH:MM` (24:00 ends the day). */
export const AdminRoomSlot = z
  .object({
    days: z
      .array(z.number().int().min(1, '星期须为1至7').max(7, '星期须为1至7'))
      .min(1, '每个时段至少选一天')
      .max(7, '星期须为1至7')
      .refine((days) => new Set(days).size === days.length, '星期不能重复'),
    from: clock('开始时间'),
    to: clock('结束时间'),
  })
  .refine((slot) => slot.from < slot.to, { message: '结束时间须晚于开始时间', path: ['to'] });
export type AdminRoomSlot = z.infer<typeof AdminRoomSlot>;

const streamUrl = z
  .string()
  .trim()
  .max(300, '拉流地址不能超过300个字符')
  .regex(
    /^(|https?:\/\/[^\s"'<>]+\.m3u8(\?[^\s"'<>]*)?)$/,
    '拉流地址须为 http(s) 的 HLS 地址（.m3u8），留空用本站直播源',
  )
  .describe('拉流地址');

/** A room as an operator writes it. */
const roomFields = z.object({
  name: field.text('直播间名称', 30).pipe(z.string().min(1, '请填写直播间名称')),
  /** Passed on in the room's links: 1 public room, 2 member room, 3 course room. */
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '直播间类型不正确' }).describe('类型'),
  access: z.enum(RoomAccess.options, { error: '观看权限不正确' }).describe('观看权限'),
  /** The course whose owners may watch (access `course`). */
  course_id: field.id('课程').nullable(),
  live_status: z.union([z.literal(-1), z.literal(0), z.literal(1)], { error: '直播状态不正确' }).describe('状态'),
  schedule: z.array(AdminRoomSlot).max(ROOM_SLOTS_MAX, `时段最多${ROOM_SLOTS_MAX}个`).describe('开播时间'),
  image: siteImage('封面'),
  sort: field.int('排序').min(0, '排序须为0至9999').max(9999, '排序须为0至9999'),
  teacher_name: field.text('老师名称', 20),
  teacher_title: field.text('老师头衔', 40),
  teacher_avatar: siteImage('老师头像'),
  announcement: field.text('公告', 300),
  rules: field.text('直播间规则', 500),
  now_playing: field.text('正在播出', 40),
  stream_url: streamUrl,
  /** Who teaches (posts as the teacher, pins, answers questions) and who moderates the chat. */
  staff: z
    .array(z.object({ user_id: field.id('用户ID'), role: z.enum(['teacher', 'moderator'], { error: '职务不正确' }) }))
    .max(ROOM_STAFF_MAX, `老师和管理员最多${ROOM_STAFF_MAX}人`)
    .refine((staff) => new Set(staff.map((member) => member.user_id)).size === staff.length, '同一用户只能担任一个职务')
    .describe('老师和管理员'),
});
/** A room for a course's learners names the course. */
const namesItsCourse = <T extends { access: RoomAccess; course_id: number | null }>(schema: z.ZodType<T>) =>
  schema.refine((room) => room.access !== 'course' || room.course_id !== null, {
    message: '课程学员可看的直播间须选择课程',
    path: ['course_id'],
  });
export const AdminRoomFields = namesItsCourse(roomFields);
export type AdminRoomFields = z.infer<typeof AdminRoomFields>;

export const AdminRoom = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  access: RoomAccess,
  course: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** As set; `status_now` is what visitors see now (the schedule's say). */
  live_status: z.number().int(),
  status_now: z.number().int(),
  schedule: z.array(AdminRoomSlot),
  schedule_text: z.string(),
  image: z.string(),
  sort: z.number().int(),
  teacher_name: z.string(),
  teacher_title: z.string(),
  teacher_avatar: z.string(),
  announcement: z.string(),
  rules: z.string(),
  now_playing: z.string(),
  stream_url: z.string(),
  staff: z.array(z.object({ user_id: z.number().int(), nickname: z.string(), role: z.enum(['teacher', 'moderator']) })),
  messages: z.number().int(),
});
export type AdminRoom = z.infer<typeof AdminRoom>;

const AdminRooms = z.object({ list: z.array(AdminRoom) });

/** Every room in the header's order (sort, then id), with what it is set to and what it shows now. */
export const listAdminRooms = defineAdminCall({
  path: '/api/admin/liveRooms/list',
  access: 'user',
  permission: { resource: 'live_rooms', action: 'list' },
  request: z.object({}),
  data: AdminRooms,
});

export const createAdminRoom = defineAdminCall({
  path: '/api/admin/liveRooms/create',
  access: 'user',
  permission: { resource: 'live_rooms', action: 'create' },
  request: AdminRoomFields,
  data: AdminRoom,
});

export const updateAdminRoom = defineAdminCall({
  path: '/api/admin/liveRooms/update',
  access: 'user',
  permission: { resource: 'live_rooms', action: 'edit' },
  request: namesItsCourse(roomFields.extend({ id: field.id('直播间编号') })),
  data: AdminRoom,
});

/** Removes a room no one has chatted in yet; one with a chat's record is set to 敬请期待 instead. */
export const deleteAdminRoom = defineAdminCall({
  path: '/api/admin/liveRooms/delete',
  access: 'user',
  permission: { resource: 'live_rooms', action: 'delete' },
  request: z.object({ id: field.id('直播间编号') }),
  data: AdminRooms,
});
