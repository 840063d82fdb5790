import { Code } from '@vce/contract/codes';
import { playVideo, videoList } from '@vce/contract/learning-videos';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/money';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the video columns', () => {
  it('lists a column newest first with its categories, and keeps one category', async () => {
    const headline = videoList.data.parse((await callAs(app, '', '/api/video/list', { column: 'headline' })).data);
    expect(headline.categories).toEqual(['课堂精选', '风险提示']);
    expect(headline.list.map((video) => video.title)).toEqual([
      'K线的构成：四个价格讲清多空（演示）',
      '止损与仓位：先活下来（演示）',
    ]);
    const black = videoList.data.parse(
      (await callAs(app, '', '/api/video/list', { column: 'quotation', category: '黑色系' })).data,
    );
    expect(black.total).toBe(2);
    expect(black.list.every((video) => video.category === '黑色系')).toBe(true);
    expect(await callAs(app, '', '/api/video/list', { column: 'sports' })).toMatchObject({ code: Code.FAIL });
  });

  it('opens a video to play, free to all; an unknown one is refused', async () => {
    const [first] = videoList.data.parse((await callAs(app, '', '/api/video/list', { column: 'quotation' })).data).list;
    const video = playVideo.data.parse((await callAs(app, '', '/api/video/play', { id: first!.id })).data);
    expect(video).toMatchObject({ id: first!.id, title: first!.title });
    // Signed for anyone, once the demo videos are in the storage (this test does not make them).
    if (video.playlist_url)
      expect(video.playlist_url).toMatch(/^\/media\/lessons\/demo-[\w-]+\/master\.m3u8\?e=\d+&u=0&s=/);
    expect(await callAs(app, '', '/api/video/play', { id: 999_999 })).toMatchObject({
      code: Code.FAIL,
      msg: msg.videoUnknown,
    });
  });
});
