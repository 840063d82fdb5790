import { Code } from '@vce/contract/codes';
import { patternDetails, patternList } from '@vce/contract/learning-patterns';
import { msg } from '@vce/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/money';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('K-line pattern lessons', () => {
  it('lists every pattern with the moments found, and shows one on the bars where the detector found it', async () => {
    const list = patternList.data.parse((await callAs(app, '', '/api/training/patterns')).data).list;
    expect(list.map((pattern) => pattern.name)).toContain('看涨吞没');
    expect(list).toHaveLength(14);
    const doji = list.find((pattern) => pattern.kind === 'doji')!;
    expect(doji.hit_count).toBeGreaterThan(0);

    const lesson = patternDetails.data.parse((await callAs(app, '', '/api/training/pattern', { kind: 'doji' })).data);
    expect(lesson.lesson.join('')).toContain('十字星');
    expect(lesson.lesson.at(-1)).toContain('不构成投资建议');
    const focusBar = lesson.bars.find((bar) => bar[0] === lesson.focus!.time)!;
    // A doji's body is at most a tenth of its range: the bar shown is one the detector found.
    const [, open, high, low, close] = focusBar;
    expect(Math.abs(close - open)).toBeLessThanOrEqual((high - low) / 10 + 1e-9);
    expect(lesson.moments.map((moment) => moment.time)).toContain(lesson.focus!.time);
    const stored = app.market.seriesOf(lesson.symbol!)!.daily;
    expect(stored.find((bar) => bar.time === focusBar[0])).toMatchObject({ open, high, low, close });
  });

  it('looks in the product asked for, and refuses an unknown pattern or product in Chinese', async () => {
    const inGold = patternDetails.data.parse(
      (await callAs(app, '', '/api/training/pattern', { kind: 'doji', symbol: 'au' })).data,
    );
    expect(inGold.symbol).toBe('au');
    expect(await callAs(app, '', '/api/training/pattern', { kind: 'flag' })).toMatchObject({
      code: Code.FAIL,
      msg: msg.patternUnknown,
    });
    expect(await callAs(app, '', '/api/training/pattern', { kind: 'doji', symbol: 'zz' })).toMatchObject({
      code: Code.FAIL,
      msg: msg.unknownSymbol,
    });
  });
});
