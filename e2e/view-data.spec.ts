import type { Page } from '@playwright/test';
import { colors } from '@vce/contract/limits';
import type { MarketSocketMessage } from '@vce/contract/market-feed';
import { artifactDir, expect, test } from './fixtures';

/** A chart is drawn when its box holds the canvas ECharts paints into. */
async function expectChart(page: Page, name: string) {
  const chart = page.getByRole('img', { name, exact: true });
  await expect(chart.locator('canvas').first()).toBeVisible();
  return chart;
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** A product chosen in the picker the way a user does: typing its name and taking the match. */
async function pickSymbol(page: Page, name: string, code: string) {
  await page.getByRole('combobox', { name: '选择品种' }).fill(name);
  // antd draws the list itself; its options carry the label as their title.
  await page.locator(`.ant-select-item-option[title="${name} ${code}"]`).click();
  await expect(page).toHaveURL(new RegExp(`symbol=${code}`));
}

test('the View data tab opens the positions dashboard: net positions charted and the member lists with coloured changes', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '看数据' }).click();
  await expect(page).toHaveURL(/\/monitoringDataV2/);
  await expect(page.getByRole('tab', { name: '持仓', selected: true })).toBeVisible();
  await expect(page.getByText(/螺纹钢 主力合约 · 前20名会员 · 交易日 \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(page.getByText('模拟行情')).toBeVisible();
  await expectChart(page, '净持仓');

  for (const list of ['成交量排名', '多单持仓排名', '空单持仓排名']) {
    const rows = page.getByRole('region', { name: list }).getByRole('row');
    await expect(rows, list).toHaveCount(21);
  }
  const longs = page.getByRole('region', { name: '多单持仓排名' });
  await expect(longs.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
  const rise = longs.getByText(/^\+/).first();
  const fall = page.getByRole('region', { name: '空单持仓排名' }).getByText(/^-\d/).first();
  const anyChange = (await rise.count()) > 0 ? rise : fall;
  await expect(anyChange).toHaveCSS('color', (await rise.count()) > 0 ? rgb(colors.rise) : rgb(colors.fall));
  await page.screenshot({ path: `${artifactDir}/view-data-positions.png`, fullPage: true });

  await pickSymbol(page, '铜', 'cu');
  await expect(page.getByText(/^铜 主力合约/)).toBeVisible();
  await expectChart(page, '净持仓');
});

test('showModel picks the first tab shown, and changing tabs keeps the choice in the address', async ({ page }) => {
  await page.goto('/monitoringDataV2?showModel=3');
  await expect(page.getByRole('tab', { name: '现货基差', selected: true })).toBeVisible();
  await expectChart(page, '现货基差走势');
  await expect(page.getByText('基差率', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-descriptions').getByText(/^[+-]?\d+\.\d{2}%$/)).toBeVisible();
  await page.screenshot({ path: `${artifactDir}/view-data-spot-basis.png`, fullPage: true });

  await page.getByRole('tab', { name: '价差' }).click();
  await expect(page).toHaveURL(/showModel=5/);
  await page.goto('/monitoringDataV2?showModel=99');
  await expect(page.getByRole('tab', { name: '持仓', selected: true })).toBeVisible();
});

test('the volume tab ranks products by volume or turnover in 万/亿, red for rises and green for falls', async ({
  page,
}) => {
  await page.goto('/monitoringDataV2?showModel=2');
  await expectChart(page, '成交量排名');
  const board = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: '成交额(元)' }) });
  await expect(board.getByRole('row')).toHaveCount(21);
  await expect(board.getByText(/亿$/).first()).toBeVisible();
  await page.locator('.ant-segmented').getByText('成交额', { exact: true }).click();
  await expectChart(page, '成交额排名');
  await expect(page.getByText('成交额前20品种')).toBeVisible();
  await page.screenshot({ path: `${artifactDir}/view-data-volume.png`, fullPage: true });
});

test('the capital-flow tab charts sectors and lists every product with its inflow or outflow', async ({ page }) => {
  await page.goto('/monitoringDataV2?showModel=4');
  await expectChart(page, '板块资金流向');
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: '资金变化(元)' }) });
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(table.getByText(/亿$/).first()).toBeVisible();
  await page.screenshot({ path: `${artifactDir}/view-data-capital-flow.png`, fullPage: true });
});

test('the spreads tab draws the chosen spread and switches to another one', async ({ page }) => {
  await page.goto('/monitoringDataV2?showModel=5');
  await expectChart(page, '价差走势');
  await expect(page.getByText('螺纹-热卷', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('最新价差')).toBeVisible();
  await page.getByRole('combobox', { name: '选择价差' }).click();
  await page.locator('.ant-select-item-option[title="豆油-棕榈油"]').click();
  await expect(page.locator('.ant-card-head-title', { hasText: '豆油-棕榈油' })).toBeVisible();
  await expectChart(page, '价差走势');
  await page.screenshot({ path: `${artifactDir}/view-data-spreads.png`, fullPage: true });
});

test('the term-structure tab draws every listed month against spot, over the board of months', async ({ page }) => {
  await page.goto('/monitoringDataV2?showModel=6&symbol=cu');
  await expectChart(page, '期限结构');
  await expect(page.getByText(/^铜 各月合约价格（现货 [\d.]+）$/)).toBeVisible();
  const months = page.getByRole('region', { name: '期限结构' }).getByRole('row');
  expect(await months.count()).toBeGreaterThan(6);
  await expect(page.getByRole('region', { name: '期限结构' }).getByText('主力', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${artifactDir}/view-data-term-structure.png`, fullPage: true });
});

test('the live monitoring tab shows the rise/fall counts and movers pushed over the trading-data socket', async ({
  page,
}) => {
  const counts: Extract<MarketSocketMessage, { type: 'changeNumber' }>['content'][] = [];
  const sent: string[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith('/ws/message')) return;
    socket.on('framesent', (frame) => sent.push(String(frame.payload)));
    socket.on('framereceived', (frame) => {
      const message = JSON.parse(String(frame.payload)) as MarketSocketMessage;
      if (message.type === 'changeNumber') counts.push(message.content);
    });
  });
  await page.goto('/monitoringDataV2?showModel=7');
  await expect.poll(() => counts.length).toBeGreaterThan(0);
  expect(sent).toEqual(['monitoring:1', 'tradedRanking:1', 'changeNumber:1']);

  const figures = page.getByRole('region', { name: '涨跌家数' });
  const shown = async () =>
    Promise.all(
      ['上涨', '下跌', '平盘'].map(async (title) => {
        const text = await figures
          .locator('.ant-statistic', { hasText: title })
          .locator('.ant-statistic-content-value')
          .textContent();
        return Number(text);
      }),
    );
  await expect
    .poll(async () => {
      const last = counts.at(-1);
      return JSON.stringify(await shown()) === JSON.stringify([last?.rise, last?.fall, last?.flat]);
    })
    .toBe(true);
  const total = (await shown()).reduce((sum, value) => sum + value, 0);
  expect(total).toBe(88);
  await expectChart(page, '涨跌分布');
  await expect(page.getByText(/实时推送 · 更新于 \d{2}:\d{2}:\d{2}/)).toBeVisible();

  for (const list of ['涨幅榜', '跌幅榜', '成交额榜']) {
    await expect(page.getByRole('region', { name: list }).getByRole('row'), list).toHaveCount(11);
  }
  await page.screenshot({ path: `${artifactDir}/view-data-monitoring.png`, fullPage: true });
});

test('a guest sees the quota popup on the sixth product of the day, and products already seen stay open', async ({
  page,
}) => {
  for (const symbol of ['rb', 'cu', 'al', 'zn', 'pb']) {
    await page.goto(`/monitoringDataV2?symbol=${symbol}`);
    await expectChart(page, '净持仓');
  }
  await page.goto('/monitoringDataV2?symbol=ni');
  const popup = page.getByRole('dialog', { name: '今日免费次数已用完' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('非会员每天可免费查看5个品种的数据查询');
  await page.screenshot({ path: `${artifactDir}/view-data-quota.png` });
  await popup.getByRole('button', { name: '关闭' }).click();
  await page.goto('/monitoringDataV2?symbol=cu&showModel=3');
  await expectChart(page, '现货基差走势');
});

test('the variety tracking page refreshes the board live and filters it by sector and name', async ({ page }) => {
  await page.goto('/varietyTracking');
  await expectChart(page, '板块涨跌幅');
  const board = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: '主力合约' }) });
  await expect(board.getByRole('row')).toHaveCount(21);
  await page.waitForResponse((response) => response.url().endsWith('/javactp/market/overview'));
  await page.locator('.ant-segmented').getByText('有色金属', { exact: true }).click();
  await expect(board.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('有色金属');
  await page.getByRole('searchbox', { name: '搜索品种' }).fill('铜');
  await expect(board.getByRole('link', { name: '铜', exact: true })).toHaveAttribute(
    'href',
    '/bbasV3/details?symbol=cu',
  );
  await page.screenshot({ path: `${artifactDir}/variety-tracking.png`, fullPage: true });
});

test('the member-position pages chart long against short, net changes and the strength of each side', async ({
  page,
}) => {
  await page.goto('/echartsDemo/ccgc');
  await expectChart(page, '多空持仓分布');
  await expect(page.getByText('前20名多单合计(手)')).toBeVisible();
  await expect(page.getByText('多空比')).toBeVisible();
  await page.screenshot({ path: `${artifactDir}/echarts-ccgc.png`, fullPage: true });

  await page.goto('/echartsDemo/jcclhb');
  await expectChart(page, '净持仓变化');
  const gainers = page.getByRole('region', { name: '净多增加榜' }).getByRole('row');
  const losers = page.getByRole('region', { name: '净空增加榜' }).getByRole('row');
  expect((await gainers.count()) + (await losers.count())).toBeGreaterThan(2);
  await page.screenshot({ path: `${artifactDir}/echarts-jcclhb.png`, fullPage: true });

  await page.goto('/echartsDemo/mmll?symbol=cu');
  await expectChart(page, '多空持仓占比');
  await expectChart(page, '增减仓力量');
  await expect(page.getByText(/^铜 主力合约/)).toBeVisible();
  await page.screenshot({ path: `${artifactDir}/echarts-mmll.png`, fullPage: true });
});
