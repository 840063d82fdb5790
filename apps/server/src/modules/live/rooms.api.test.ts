import { getRoomList } from '@vce/contract/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRooms } from '../../db/schema/live';
import { createTestApp, post, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('/api/chat/getRoomList', () => {
  it('answers every live room with id, type, name, live status and image', async () => {
    const res = await post(app, '/api/chat/getRoomList');
    expect(res.json().code).toBe(1);
    const rooms = getRoomList.data.parse(res.json().data);
    expect(rooms.length).toBeGreaterThan(0);
    for (const room of rooms) expect(Object.keys(room).sort()).toEqual(['id', 'image', 'live_status', 'name', 'type']);
    expect(rooms.map((room) => room.live_status)).toEqual(expect.arrayContaining([1, 0, -1]));
  });

  it('lists rooms in the operators’ order', async () => {
    await app.db.insert(liveRooms).values({ type: 1, name: '置顶直播间', liveStatus: 1, sort: -1 });
    const rooms = getRoomList.data.parse((await post(app, '/api/chat/getRoomList')).json().data);
    expect(rooms[0]?.name).toBe('置顶直播间');
  });
});
