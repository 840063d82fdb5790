import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import type { AnswerEvent, AnswerInput } from '../llm-provider';
import { createBuiltinLlm, type LessonSource, type MarketDesk } from './builtin-llm';
import { fakeDesk } from '../../../test/fake-market-desk';

const noLessons: LessonSource = { search: async () => [] };

async function ask(
  question: string,
  options: { history?: AnswerInput['history']; desk?: MarketDesk; lessons?: LessonSource } = {},
) {
  const llm = createBuiltinLlm({ desk: options.desk ?? fakeDesk(), lessons: options.lessons ?? noLessons, paceMs: 0 });
  const events: AnswerEvent[] = [];
  const input = { question, history: options.history ?? [], signal: new AbortController().signal };
  for await (const event of llm.answer(input)) events.push(event);
  const text = events.flatMap((event) => (event.kind === 'text' ? [event.text] : [])).join('');
  const thoughts = events.flatMap((event) => (event.kind === 'thought' ? [event.text] : [])).join('');
  return { events, text, thoughts };
}

describe('the builtin engine', () => {
  it('answers a price question with the main contract and exactly the listed last price', async () => {
    const { text, thoughts, events } = await ask('螺纹钢现在多少钱');
    expect(thoughts).toContain('识别到品种：螺纹钢（rb）');
    expect(thoughts).toContain('读取行情：主力合约 rb2605 最新价 3125');
    expect(text).toContain('主力合约 rb2605 最新价 **3125**，涨跌幅 +0.52%');
    expect(text).toContain('今开 3111 · 最高 3131 · 最低 3102 · 昨结算 3109');
    expect(text.match(/模拟行情/g)).toHaveLength(1);
    expect(text.trim().split('\n').at(-1)).toBe('数据来源：[螺纹钢 BBAS 详情](/bbasV3/details?symbol=rb)');
    expect(events.at(-1)).toEqual({
      kind: 'probes',
      items: ['螺纹钢的支撑位和阻力位', '机构怎么看螺纹钢', '螺纹钢一手保证金多少'],
    });
  });

  it('lists the pivot levels with their date and where the price stands', async () => {
    const { text } = await ask('rb的支撑位');
    for (const price of ['3207', '3173', '3141', '3112', '3083', '3051', '3019'])
      expect(text).toContain(`| ${price} |`);
    expect(text).toContain('2026-11-25');
    expect(text).toContain('位于枢轴点P与阻力位R1之间，下方最近为枢轴点P（3112），上方最近为阻力位R1（3141）');
  });

  it('takes the product of a follow-up from the conversation', async () => {
    const history = [{ question: '螺纹钢现在多少钱', answer: '主力合约 rb2605 最新价 3125' }];
    const { text, thoughts } = await ask('那它的阻力位呢', { history });
    expect(thoughts).toContain('沿用上文的螺纹钢（rb）');
    expect(text).toContain('| 阻力位R1 | 3141 |');
    expect((await ask('那它的阻力位呢')).text).not.toContain('3141');
  });

  it('says honestly what it cannot answer, reading nothing and inventing no figure', async () => {
    const reads: string[] = [];
    const desk = new Proxy(fakeDesk(), {
      get: (target, name: keyof MarketDesk) => {
        reads.push(name);
        return target[name];
      },
    });
    const history = [{ question: '螺纹钢现在多少钱', answer: '3125' }];
    const phone = await ask('苹果手机多少钱', { desk, history });
    expect(phone.text).toContain('无法根据本站数据回答');
    expect(phone.text).toContain('螺纹钢现在多少钱');
    expect(phone.text).not.toMatch(/\d{3,}/);
    const stocks = await ask('美股怎么样', { desk, history });
    expect(stocks.text).toContain('没有外盘和海外市场的数据');
    expect(stocks.text).not.toMatch(/\d{3,}/);
    expect(reads).toEqual([]);
  });

  it('gives no trading advice to an advice request, only the data', async () => {
    const { text } = await ask('螺纹能买吗');
    expect(text).toContain('我不提供买卖建议，也不预测涨跌');
    expect(text).not.toMatch(/建议(买入|卖出|做多|做空|持有)|可以(买入|卖出|做多|做空|买|卖)|逢低|逢高|抄底|加仓|止损/);
    expect(text).toContain('**3125**');
    expect(text).toContain('位于枢轴点P与阻力位R1之间');
    expect(text).toContain('看多 2 家');
  });

  it('computes the moving averages of the daily closes', async () => {
    const { text } = await ask('螺纹钢的均线趋势');
    expect(text).toContain('MA5 3114 · MA10 3109 · MA20 3099 · MA60 3059');
    expect(text).toContain('最新收盘 3118，位于 MA5、MA10、MA20、MA60 上方；均线呈多头排列');
    expect(text).toContain('近 5 日 +0.32%');
    expect(text).toContain('BBAS 解读：螺纹钢主力合约rb2605最新价3125。');
  });

  it('computes one lot and its margin only from the rules, with the formula', async () => {
    const { text } = await ask('螺纹钢一手保证金多少');
    expect(text).toContain('3125 × 10 = 31250 元');
    expect(text).toContain('31250 × 7% = 2187.5 元');
    expect(text).toContain('每跳 1 × 10 = 10 元/手');
    expect(text).not.toContain('**行情**');
  });

  it('answers a concept with the best lesson and its link', async () => {
    const lessons: LessonSource = {
      search: async (question) =>
        question.includes('基差')
          ? [{ title: '基差', body: '基差 = 现货价格 − 期货价格。', link: '/learn/basis' }]
          : [],
    };
    const { text } = await ask('什么是基差', { lessons });
    expect(text).toContain('基差 = 现货价格 − 期货价格。');
    expect(text).toContain('[查看完整内容](/learn/basis)');
  });

  it('keeps the rest of the answer when a read fails', async () => {
    const desk: MarketDesk = {
      ...fakeDesk(),
      pivots: async () => {
        throw AppError.reject('枢轴数据维护中');
      },
      views: async () => {
        throw new TypeError('cannot read properties of undefined');
      },
    };
    const { text, events } = await ask('螺纹钢的价格、支撑位和机构观点', { desk });
    expect(text).toContain('**3125**');
    expect(text).toContain('枢轴位暂时无法读取（枢轴数据维护中）');
    expect(text).toContain('机构观点暂时无法读取（数据暂时不可用）');
    expect(text).not.toContain('cannot read');
    expect(events.at(-1)?.kind).toBe('probes');
  });

  it('answers a product the desk does not know as unavailable beside one it knows', async () => {
    const { text } = await ask('螺纹钢和热卷的基差');
    expect(text).toContain('**螺纹钢（rb）**');
    expect(text).toContain('现货 3260，主力合约 rb2605 3125，基差（现货 − 期货）135，期货贴水现货');
    expect(text).toContain('**热轧卷板（hc）**');
    expect(text).toContain('基差与期限结构暂时无法读取（品种 hc 不存在）');
  });

  it('streams the answer in pieces of two to six characters after the thoughts', async () => {
    const { events } = await ask('螺纹钢现在多少钱');
    const kinds = events.map((event) => event.kind);
    expect(kinds[0]).toBe('thought');
    expect(kinds.lastIndexOf('thought')).toBeLessThan(kinds.indexOf('text'));
    for (const event of events) {
      if (event.kind === 'text') expect(Array.from(event.text).length).toBeGreaterThanOrEqual(2);
      if (event.kind === 'text') expect(Array.from(event.text).length).toBeLessThanOrEqual(6);
    }
  });

  it('gives its first thought before reading anything', async () => {
    const never = new Promise<never>(() => {});
    const stuck = Object.fromEntries(Object.keys(fakeDesk()).map((name) => [name, () => never]));
    // Every read hangs: only an event made before any read can come.
    const llm = createBuiltinLlm({ desk: stuck as unknown as MarketDesk, lessons: noLessons, paceMs: 0 });
    const input = { question: 'rb2605多少钱', history: [], signal: new AbortController().signal };
    const first = await llm.answer(input)[Symbol.asyncIterator]().next();
    expect(first.value).toEqual({ kind: 'thought', text: expect.stringContaining('螺纹钢（rb），合约 rb2605') });
  });

  it('stops at once when the asker stops the answer', async () => {
    const controller = new AbortController();
    const llm = createBuiltinLlm({ desk: fakeDesk(), lessons: noLessons, paceMs: 0 });
    const events: AnswerEvent[] = [];
    for await (const event of llm.answer({ question: '螺纹钢现在多少钱', history: [], signal: controller.signal })) {
      events.push(event);
      if (events.filter((seen) => seen.kind === 'text').length === 3) controller.abort();
    }
    expect(events.filter((event) => event.kind === 'text')).toHaveLength(3);
    expect(events.some((event) => event.kind === 'probes')).toBe(false);
  });

  it('ends a paced pause as soon as the answer is stopped', async () => {
    const controller = new AbortController();
    const llm = createBuiltinLlm({ desk: fakeDesk(), lessons: noLessons, paceMs: 60_000 });
    const started = Date.now();
    const events: AnswerEvent[] = [];
    setTimeout(() => controller.abort(), 50);
    for await (const event of llm.answer({ question: '你能做什么', history: [], signal: controller.signal })) {
      events.push(event);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(events.filter((event) => event.kind === 'text')).toHaveLength(1);
  });
});
