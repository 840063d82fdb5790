import { describe, expect, it } from 'vitest';
import { planQuestion } from './question-plan';

const aboutRebar = [{ question: '螺纹钢现在多少钱', answer: '螺纹钢主力合约 rb2605 最新价 3125' }];
const plan = (question: string, history = aboutRebar) => planQuestion(question, history);
const codes = (question: string, history = aboutRebar) => plan(question, history).products.map((p) => p.code);

describe('reading a question', () => {
  it('finds what is asked, several things at once, in answer order', () => {
    expect(plan('螺纹钢的支撑位和机构观点').intents).toEqual(['pivots', 'views']);
    expect(plan('rb2605最新价和均线').intents).toEqual(['price', 'trend']);
    expect(plan('螺纹钢的持仓量').intents).toEqual(['statistics']);
    expect(plan('螺纹钢前五名多头持仓').intents).toEqual(['rankings']);
    expect(plan('螺纹钢的基差和近远月').intents).toEqual(['term']);
  });

  it('reads 多少钱 after a rule word as the rule, not the price', () => {
    expect(plan('螺纹钢一手保证金多少钱').intents).toEqual(['contract']);
    expect(plan('螺纹钢的涨跌停价格').intents).toEqual(['contract']);
    expect(plan('螺纹钢保证金和价格').intents).toEqual(['price', 'contract']);
  });

  it('gives a short overview when nothing in particular is asked', () => {
    expect(plan('螺纹钢怎么样')).toMatchObject({ intents: ['price', 'trend', 'pivots'], brief: true });
    expect(plan('螺纹钢能买吗')).toMatchObject({ intents: ['price', 'trend', 'pivots', 'views'], advice: true });
    expect(plan('螺纹钢手续费多少')).toMatchObject({ intents: ['contract'], missingTopic: 'fee' });
  });

  it('keeps the named contract and at most three products', () => {
    expect(plan('rb2605多少钱').products[0]).toMatchObject({ code: 'rb', contract: 'rb2605' });
    const many = plan('螺纹、热卷、铁矿石和焦炭的价格');
    expect(many.products.map((product) => product.code)).toEqual(['rb', 'hc', 'i']);
    expect(many.productsLeftOut).toBe(1);
  });

  it('continues the conversation only for a follow-up', () => {
    expect(codes('那它的阻力位呢')).toEqual(['rb']);
    expect(plan('那它的阻力位呢').fromHistory).toBe(true);
    expect(codes('基差呢')).toEqual(['rb']);
    expect(codes('那它的阻力位呢', [])).toEqual([]);
    expect(codes('什么是基差')).toEqual([]);
    expect(codes('苹果手机多少钱')).toEqual([]);
    expect(codes('美股行情怎么样')).toEqual([]);
    expect(codes('今天哪个品种涨幅最大')).toEqual([]);
  });

  it('takes the newest product of the conversation, a question before its answer', () => {
    const history = [
      { question: '黄金多少钱', answer: '黄金主力合约 au2606' },
      { question: '它的支撑位呢', answer: '白银与黄金的价差' },
    ];
    expect(codes('那阻力位呢', history)).toEqual(['ag']);
  });

  it('tells help, concept, advice and missing subjects apart', () => {
    expect(plan('你能做什么', [])).toMatchObject({ help: true, advice: false, products: [] });
    expect(plan('什么是基差', [])).toMatchObject({ concept: true, intents: [] });
    expect(plan('明天涨还是跌', [])).toMatchObject({ advice: true });
    expect(plan('茅台股价', []).missingTopic).toBe('stock');
    expect(plan('伦铜多少钱', []).missingTopic).toBe('foreign');
    expect(plan('有什么好的基金', []).missingTopic).toBe('fund');
  });
});
