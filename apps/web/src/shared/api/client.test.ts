import { commonInit } from '@vce/contract/shell';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ApiTransportError, createApiClient } from './client';

const hosts = { main: 'https://main', tradingData: 'https://td', gm: 'https://gm', assistant: 'https://ai' };

function setup(answer: (url: string, init: RequestInit) => Promise<Response>) {
  const effects = {
    closeMessages: vi.fn(),
    showError: vi.fn(),
    clearToken: vi.fn(),
    openLogin: vi.fn(),
    goTo: vi.fn(),
    showPermissionTip: vi.fn(),
  };
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(answer);
  const log = vi.fn();
  const client = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: () => 'tok',
    hosts,
    effects,
    log,
  });
  return { client, effects, fetch, log };
}

const envelope =
  (code: number, msg = '', data: unknown = null, status = 200) =>
  () =>
    Promise.resolve(new Response(JSON.stringify({ code, msg, time: 1, data }), { status }));

describe('the API client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts JSON with the token, platform and channel-name headers and answers data on code 1', async () => {
    const { client, fetch } = setup(envelope(1, '', { grey_mode: 1 }));
    await expect(client.call(commonInit, { is_register: true })).resolves.toEqual({ grey_mode: 1 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://main/api/common/init');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ token: 'tok', platform: 'pc', 'channel-name': 'pc' });
    expect(JSON.parse(String(init?.body))).toEqual({ is_register: true });
  });

  it('answers the success message with the data when asked for it', async () => {
    const { client } = setup(envelope(1, '验证码已发送', null));
    await expect(client.request(commonInit)).resolves.toEqual({ data: null, msg: '验证码已发送' });
  });

  it('sends /vce_gm/, /javactp/ and /asst/ paths to their own hosts', async () => {
    const { client, fetch } = setup(envelope(1));
    await client.call({ ...commonInit, path: '/vce_gm/v1/symbol_list' });
    await client.call({ ...commonInit, path: '/javactp/quote' });
    await client.call({ ...commonInit, path: '/asst/chat_init' });
    expect(fetch.mock.calls.map((call) => call[0])).toEqual([
      'https://gm/vce_gm/v1/symbol_list',
      'https://td/javactp/quote',
      'https://ai/asst/chat_init',
    ]);
  });

  it('on 4004 shows the permission tip the server sent instead of a message', async () => {
    const tip = { type: 'vip', title: '会员专属指标', vip_rights_type: 4 };
    const { client, effects } = setup(envelope(4004, '请先获取该指标后再下载', tip));
    await expect(client.call(commonInit)).rejects.toEqual(new ApiError(4004, '请先获取该指标后再下载'));
    expect(effects.showPermissionTip).toHaveBeenCalledWith(tip);
    expect(effects.showError).not.toHaveBeenCalled();
  });

  it('on 4001 closes messages, shows the message, clears the token and opens login in mode 2', async () => {
    const { client, effects } = setup(envelope(4001, '请登录后操作'));
    await expect(client.call(commonInit)).rejects.toEqual(new ApiError(4001, '请登录后操作'));
    expect(effects.closeMessages).toHaveBeenCalled();
    expect(effects.showError).toHaveBeenCalledWith('请登录后操作');
    expect(effects.clearToken).toHaveBeenCalled();
    expect(effects.openLogin).toHaveBeenCalledWith(2);
  });

  it('on 4002 shows the message and opens login in mode 6 (bind phone)', async () => {
    const { client, effects } = setup(envelope(4002, '请先绑定手机号'));
    await expect(client.call(commonInit)).rejects.toBeInstanceOf(ApiError);
    expect(effects.showError).toHaveBeenCalledWith('请先绑定手机号');
    expect(effects.openLogin).toHaveBeenCalledWith(6);
    expect(effects.clearToken).not.toHaveBeenCalled();
  });

  it('on 4003 shows the message and goes to /liveReject after one second, with the reason', async () => {
    const { client, effects } = setup(envelope(4003, '无权进入直播间'));
    await expect(client.call(commonInit)).rejects.toBeInstanceOf(ApiError);
    expect(effects.goTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(effects.goTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(effects.goTo).toHaveBeenCalledWith(`/liveReject?reason=${encodeURIComponent('无权进入直播间')}`);
  });

  it('shows other refusals as errors unless the call opts out', async () => {
    const shown = setup(envelope(0, '统计类型格式不正确'));
    await expect(shown.client.call(commonInit)).rejects.toEqual(new ApiError(0, '统计类型格式不正确'));
    expect(shown.effects.showError).toHaveBeenCalledWith('统计类型格式不正确');

    const silent = setup(envelope(0, '投票失败'));
    await expect(silent.client.call(commonInit, {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(silent.effects.showError).not.toHaveBeenCalled();
  });

  it('reads the envelope of an HTTP error answer such as 404', async () => {
    const { client, effects } = setup(envelope(0, '请求的接口不存在', null, 404));
    await expect(client.call(commonInit)).rejects.toBeInstanceOf(ApiError);
    expect(effects.showError).toHaveBeenCalledWith('请求的接口不存在');
  });

  it('only logs transport errors and answers that are not envelopes', async () => {
    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.client.call(commonInit)).rejects.toBeInstanceOf(ApiTransportError);
    expect(offline.effects.showError).not.toHaveBeenCalled();
    expect(offline.log).toHaveBeenCalled();

    const html = setup(() => Promise.resolve(new Response('<html>502</html>', { status: 502 })));
    await expect(html.client.call(commonInit)).rejects.toBeInstanceOf(ApiTransportError);
    expect(html.effects.showError).not.toHaveBeenCalled();
  });

  it('gives an envelope read elsewhere (an upload) the same handling, and the headers and URL to send it', () => {
    const { client, effects } = setup(envelope(1));
    expect(client.accept({ code: 1, msg: '上传成功', time: 1, data: { url: '/u' } })).toEqual({
      data: { url: '/u' },
      msg: '上传成功',
    });
    expect(() => client.accept({ code: 4001, msg: '请登录后操作', time: 1, data: null })).toThrow(ApiError);
    expect(effects.openLogin).toHaveBeenCalledWith(2);
    expect(client.urlOf(commonInit)).toBe('https://main/api/common/init');
    expect(client.headers()).toEqual({ token: 'tok', platform: 'pc', 'channel-name': 'pc' });
  });
});
