import { Code } from '@vce/contract/codes';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { consoleTestApp } from '../../test/admin';

const suite = consoleTestApp(['operator']);

const settingsNow = async () => (await suite.call('/api/admin/settings/show', suite.tokens.operator)).data;
const initNow = async () => (await suite.call('/api/common/init', '', {})).data;

describe('站点设置', () => {
  it('shows the settings init answers, and a save is what every visitor gets next', async () => {
    const shown = await settingsNow();
    const init = await initNow();
    expect(shown).toEqual({
      grey_mode: init.grey_mode,
      app_index_image: init.app_index_image,
      giveLiveTimeConfig: init.giveLiveTimeConfig,
      qiyou_activity: init.qiyou_activity,
      qiyou_activity_status: init.qiyou_activity_status,
    });

    const saved = await suite.call('/api/admin/settings/update', suite.tokens.operator, {
      ...shown,
      grey_mode: 1,
      giveLiveTimeConfig: { ...shown.giveLiveTimeConfig, giveLiveTimeTip: '  每天可领取60分钟观看时长 ' },
    });
    expect(saved).toMatchObject({ code: Code.SUCCESS, data: { grey_mode: 1 } });
    expect(await initNow()).toMatchObject({
      grey_mode: 1,
      giveLiveTimeConfig: { giveLiveTimeTip: '每天可领取60分钟观看时长' },
      site: init.site,
    });
  });

  it('keeps in the audit log only what changed, before and after', async () => {
    const shown = await settingsNow();
    await suite.call('/api/admin/settings/update', suite.tokens.operator, { ...shown, qiyou_activity_status: 0 });
    const [row] = await suite.app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1);
    expect(row).toMatchObject({
      call: '/api/admin/settings/update',
      role: 'operator',
      target: 'site',
      before: { qiyou_activity_status: shown.qiyou_activity_status },
      after: { qiyou_activity_status: 0 },
    });
  });

  it.each([
    [{ grey_mode: 2 }, '灰色模式须为0或1'],
    [
      { app_index_image: { pc_image: 'https://evil.example.com/a.png', ad_type: 1, view_data_info: '' } },
      '首页弹窗图片须为本站图片地址',
    ],
    [{ giveLiveTimeConfig: { giveLiveTimeTip: '长'.repeat(61), image_url: '' } }, '直播时长赠送说明'],
    [{ qiyou_activity: undefined }, '社区活动'],
  ])('refuses %j with a Chinese message and changes nothing', async (change, message) => {
    const before = await settingsNow();
    const answer = await suite.call('/api/admin/settings/update', suite.tokens.operator, { ...before, ...change });
    expect(answer).toMatchObject({ code: Code.FAIL, msg: expect.stringContaining(message) });
    expect(await settingsNow()).toEqual(before);
  });
});
