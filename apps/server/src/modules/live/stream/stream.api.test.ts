import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRooms } from '../../../db/schema/live';
import { callAs, createTestApp, createUser, type TestApp } from '../../../test/harness';

let app: TestApp;
let call: ReturnType<typeof callAs>;
const streamDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vce-live-'));
beforeAll(async () => {
  app = await createTestApp({ LIVE_STREAM_DIR: streamDir });
  call = callAs(app);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(streamDir, { recursive: true, force: true });
});

const get = (url: string, token = '') => app.inject({ method: 'GET', url, headers: { token } });
const roomNamed = async (name: string) => (await app.db.select().from(liveRooms).where(eq(liveRooms.name, name)))[0]!;

describe('the builtin live stream', () => {
  it('is made live by ffmpeg: a playlist of 2-second segments, each under the viewer’s signature, stamped with the time', async () => {
    const room = await roomNamed('早盘策略直播间');
    const info = await call('/api/chat/getRoomInfo', '', { id: room.id });
    const playlist = await get(info.data.stream.url);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('mpegurl');
    expect(playlist.headers['cache-control']).toBe('no-cache');
    expect(playlist.body).toContain('#EXT-X-TARGETDURATION:2');
    expect(playlist.body).toContain('#EXT-X-PROGRAM-DATE-TIME:');
    expect(playlist.body).not.toContain('#EXT-X-ENDLIST');
    const segments = playlist.body.split('\n').filter((line) => line.startsWith('seg'));
    expect(segments.length).toBeGreaterThanOrEqual(2);
    const query = new URL(info.data.stream.url, 'http://x').search;
    expect(segments[0]).toMatch(/^seg\d{6}\.ts\?e=/);
    expect(`?${segments[0]!.split('?')[1]}`).toBe(query);
    const segment = await get(`/live-stream/${room.id}/${segments[0]}`);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    // MPEG-TS packets start with the sync byte 0x47.
    expect(segment.rawPayload[0]).toBe(0x47);
  });

  it('refuses a tampered or another room’s address, and a member’s address to anyone else', async () => {
    const room = await roomNamed('早盘策略直播间');
    const url = (await call('/api/chat/getRoomInfo', '', { id: room.id })).data.stream.url as string;
    // One character of the signature changed (to another: a signature may begin with A).
    const tampered = url.replace(/s=(.)/, (_match, first: string) => `s=${first === 'A' ? 'B' : 'A'}`);
    expect((await get(tampered)).statusCode).toBe(403);
    const vipRoom = await roomNamed('VIP实盘圈');
    expect((await get(url.replace(`/live-stream/${room.id}/`, `/live-stream/${vipRoom.id}/`))).statusCode).toBe(403);
    const member = await createUser(app, { vip: true });
    const memberUrl = (await call('/api/chat/getRoomInfo', member.token, { id: vipRoom.id })).data.stream.url as string;
    const stranger = await createUser(app);
    expect((await get(memberUrl, stranger.token)).statusCode).toBe(403);
    expect((await get(memberUrl)).statusCode).toBe(403);
    expect((await get(`/live-stream/${room.id}/../../etc/passwd`)).statusCode).toBe(404);
  });
});
