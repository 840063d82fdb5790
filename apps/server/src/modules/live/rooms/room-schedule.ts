import { RoomStatus } from '@vce/contract/live';
import type { RoomSlot } from '../../../db/schema/live';

const BEIJING_OFFSET_MS = 8 * 3_600_000;
const weekdayNames = ['', '一', '二', '三', '四', '五', '六', '日'];

/** Beijing's weekday (1 Monday … 7 Sunday) and `HH:MM` at a moment. */
function beijingClock(at: Date) {
  const local = new Date(at.getTime() + BEIJING_OFFSET_MS);
  const weekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  const time = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  return { weekday, time };
}

const isOnAir = (slots: readonly RoomSlot[], at: Date) => {
  const { weekday, time } = beijingClock(at);
  return slots.some((slot) => slot.days.includes(weekday) && slot.from <= time && time < slot.to);
};

/**
 * A room's live_status now: not open yet stays so (the operators open it); a schedule decides live or
 * not; without one, the status as set.
 */
export function roomStatusAt(room: { liveStatus: number; schedule: RoomSlot[] | null }, at = new Date()) {
  if (room.liveStatus === RoomStatus.notOpen || !room.schedule) return room.liveStatus;
  return isOnAir(room.schedule, at) ? RoomStatus.live : RoomStatus.notLive;
}

/** The schedule in words: 每周一至周五 08:45–15:15；每天 20:30–23:00 … Empty without one; 全天24小时 for every hour. */
export function describeSchedule(schedule: readonly RoomSlot[] | null) {
  if (!schedule?.length) return '';
  return schedule
    .map((slot) => {
      const days = [...slot.days].sort((a, b) => a - b);
      const always = slot.from === '00:00' && slot.to === '24:00';
      if (days.length === 7) return always ? '全天24小时' : `每天 ${slot.from}–${slot.to}`;
      const isRun = days.every((day, i) => i === 0 || day === days[i - 1]! + 1);
      const dayText =
        isRun && days.length > 2
          ? `每周${weekdayNames[days[0]!]}至周${weekdayNames[days.at(-1)!]}`
          : `每周${days.map((day) => weekdayNames[day]).join('、')}`;
      return `${dayText} ${slot.from}–${slot.to}`;
    })
    .join('；');
}
