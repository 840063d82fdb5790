import { RoomStatus } from '@vce/contract/live';
import { describe, expect, it } from 'vitest';
import { describeSchedule, roomStatusAt } from './room-schedule';

const weekdays = [{ days: [1, 2, 3, 4, 5], from: '08:45', to: '15:15' }];
// 2026-11-27 is a Friday; 01:00 UTC is 09:00 in Beijing.
const fridayMorning = new Date('2026-11-27T01:00:00Z');
const fridayNight = new Date('2026-11-27T12:00:00Z');
const saturdayMorning = new Date('2026-11-28T01:00:00Z');

describe('a room on its schedule', () => {
  it('is live within a slot, in Beijing time, and not outside it', () => {
    expect(roomStatusAt({ liveStatus: 0, schedule: weekdays }, fridayMorning)).toBe(RoomStatus.live);
    expect(roomStatusAt({ liveStatus: 1, schedule: weekdays }, fridayNight)).toBe(RoomStatus.notLive);
    expect(roomStatusAt({ liveStatus: 1, schedule: weekdays }, saturdayMorning)).toBe(RoomStatus.notLive);
  });

  it('keeps a room not yet open closed, and a room without a schedule as set', () => {
    expect(roomStatusAt({ liveStatus: -1, schedule: weekdays }, fridayMorning)).toBe(RoomStatus.notOpen);
    expect(roomStatusAt({ liveStatus: 1, schedule: null }, fridayNight)).toBe(RoomStatus.live);
  });

  it('says its schedule in words', () => {
    expect(describeSchedule(weekdays)).toBe('每周一至周五 08:45–15:15');
    expect(describeSchedule([{ days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '24:00' }])).toBe('全天24小时');
    expect(describeSchedule([{ days: [3], from: '20:00', to: '21:30' }])).toBe('每周三 20:00–21:30');
    expect(describeSchedule(null)).toBe('');
  });
});
