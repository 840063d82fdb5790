import { describe, expect, it } from 'vitest';
import { codesNeedingContract, notProductWords, pairAliases, productAliases } from './product-aliases';
import { recognizeProduct, recognizeProducts } from './product-recognizer';
import { catalogueProducts } from './product-spec';

/** The products a question names, as `code` or `code contract`, in order. */
const namedIn = (text: string) =>
  recognizeProducts(text).map(({ code, contract }) => (contract ? `${code} ${contract}` : code));

describe('recognizeProducts', () => {
  it.each([
    ['螺纹钢今天怎么走？', ['rb']],
    ['RB2605的支撑位在哪', ['rb rb2605']],
    ['rb2605和hc2605的价差', ['rb rb2605', 'hc hc2605']],
    ['铁矿和焦炭哪个强', ['i', 'j']],
    ['沪金和沪银的比价', ['au', 'ag']],
    ['郑棉CF605持仓排名', ['CF CF605']],
    ['SR605和SR2609哪个贴水大', ['SR SR605']],
    ['白糖SR2609还能空吗', ['SR SR609']],
    ['sc原油的期限结构', ['sc']],
    ['低硫燃油和燃油价差', ['lu', 'fu']],
    ['豆粕m2609', ['m m2609']],
    ['IF2606基差', ['IF IF2606']],
    ['PTA现在多少钱', ['TA']],
    ['TA605和PX605的加工费', ['TA TA605', 'PX PX605']],
    ['MA605甲醇港口库存', ['MA MA605']],
    ['T2606和TF2606的跨品种套利', ['T T2606', 'TF TF2606']],
    ['十年国债和三十年国债哪个波动大', ['T', 'TL']],
    ['沪深300和中证1000的基差对比', ['IF', 'IM']],
    ['上证50期指IH和中证500期指哪个贴水深', ['IH', 'IC']],
    ['碳酸锂lc2607还会跌吗', ['lc lc2607']],
    ['工业硅和多晶硅的关系', ['si', 'ps']],
    ['集运欧线ec2608怎么操作', ['ec ec2608']],
    ['生猪和鸡蛋的季节性', ['lh', 'jd']],
    ['苹果和红枣期货有什么区别', ['AP', 'CJ']],
    ['尿素出口政策对UR有影响吗', ['UR']],
    ['20号胶和天胶的价差', ['nr', 'ru']],
    ['热卷比螺纹强，是因为出口吗', ['hc', 'rb']],
    ['硅铁和锰硅的利润', ['SF', 'SM']],
    ['双焦最近为什么大涨', ['j', 'jm']],
    ['纯碱FG玻璃SA', ['SA', 'FG']],
    ['动力煤ZC还有行情吗', ['ZC']],
    ['棕榈油、豆油、菜油三大油脂', ['p', 'y', 'OI']],
    ['铜价今天涨了多少', ['cu']],
    ['沪铜和沪铝哪个更强', ['cu', 'al']],
    ['金和银哪个更抗通胀', ['au', 'ag']],
    ['金银比现在是多少', ['au', 'ag']],
    ['螺纹2605的压力位', ['rb rb2605']],
    ['i2609和j2609', ['i i2609', 'j j2609']],
    ['ＲＢ２６０５今天收多少', ['rb rb2605']],
    ['集运指数（欧线）怎么交割', ['ec']],
    ['rb/hc比值', ['rb', 'hc']],
    ['不锈钢和镍的关系', ['ss', 'ni']],
    ['白金和钯金', ['pt', 'pd']],
    ['做多铜空铝', ['cu', 'al']],
    ['美原油涨了，SC原油会跟吗', ['sc']],
    ['IF和IH哪个强', ['IF', 'IH']],
  ])('finds the products named in %s', (question, expected) => {
    expect(namedIn(question)).toEqual(expected);
  });

  it.each([
    'MACD金叉是什么意思',
    'VIP能看什么',
    '今天a股怎么样',
    'KDJ和BBAS指标怎么用',
    'AI助手能做什么',
    'MA20均线被跌破了',
    'MA5上穿MA10怎么办',
    '做T能赚钱吗',
    'K线图怎么看',
    '资金流向哪里看',
    '保证金不够了怎么办',
    '银行转账多久到账',
    '黄金分割线怎么画',
    '黄金会员有什么权益',
    '苹果手机能下载APP吗',
    '伦铜昨晚大涨',
    'A50期货几点开盘',
    'PE和PB估值',
    '黄金周期间休市吗',
    '我在无锡',
    '铜陵有色今天涨停',
    '糖尿病和血糖高怎么办',
  ])('finds nothing in %s', (question) => {
    expect(recognizeProducts(question)).toEqual([]);
  });

  it('names each product once, at its first mention, with the first contract named', () => {
    expect(recognizeProducts('螺纹钢rb2605和螺纹rb2610')).toEqual([
      { code: 'rb', name: '螺纹钢', contract: 'rb2605', matched: '螺纹钢', index: 0 },
    ]);
  });

  it('gives the matched text and its position in the original question', () => {
    expect(recognizeProducts('请问Ｒｂ2605和豆粕')).toEqual([
      { code: 'rb', name: '螺纹钢', contract: 'rb2605', matched: 'Ｒｂ2605', index: 2 },
      { code: 'm', name: '豆粕', contract: null, matched: '豆粕', index: 9 },
    ]);
  });

  it.each([
    ['低硫燃料油', 'lu'],
    ['燃料油', 'fu'],
    ['20号胶', 'nr'],
    ['橡胶', 'ru'],
    ['玉米淀粉', 'cs'],
    ['玉米', 'c'],
    ['聚丙烯', 'pp'],
    ['丙烯', 'PL'],
    ['棉纱', 'CY'],
    ['氧化铝', 'ao'],
    ['铝合金', 'ad'],
    ['菜籽油', 'OI'],
    ['菜籽', 'RS'],
    ['合成橡胶', 'br'],
    ['5年期国债期货', 'TF'],
    ['金属硅', 'si'],
  ])('prefers the longest name: %s is %s', (text, code) => {
    expect(namedIn(text)).toEqual([code]);
  });

  it('reads a month without its year as the product alone', () => {
    expect(namedIn('rb10和i09合约')).toEqual(['rb']);
  });

  it('reads digits followed by a unit as a price, not a contract', () => {
    expect(namedIn('螺纹3210元能买吗')).toEqual(['rb']);
  });

  it('does not take a name inside a longer number', () => {
    expect(namedIn('120号胶')).toEqual([]);
  });
});

describe('recognizeProduct', () => {
  it('gives the first product named', () => {
    expect(recognizeProduct('铁矿和焦炭哪个强')?.code).toBe('i');
  });

  it('gives null when no product is named', () => {
    expect(recognizeProduct('今天天气怎么样')).toBeNull();
  });
});

describe('the catalogue', () => {
  it.each(catalogueProducts.map((spec) => [spec.code, spec.name_cn]))('recognises %s by its name %s', (code, name) => {
    expect(namedIn(`${name}今天怎么走`)).toEqual([code]);
  });

  it.each(catalogueProducts.map((spec) => [spec.code]))('recognises %s by its code', (code) => {
    const spec = catalogueProducts.find((product) => product.code === code);
    const contract = spec?.exchange === 'CZCE' ? `${code}605` : `${code}2605`;
    expect(namedIn(`${code}2605今天怎么走`)).toEqual([`${code} ${contract}`]);
    if (code.length > 1 && !codesNeedingContract.has(code)) expect(namedIn(`${code}今天怎么走`)).toEqual([code]);
  });

  it('gives names only for products of the catalogue', () => {
    const codes = new Set(catalogueProducts.map((spec) => spec.code));
    const named = [...Object.keys(productAliases), ...Object.values(pairAliases).flat(), ...codesNeedingContract];
    expect(named.filter((code) => !codes.has(code))).toEqual([]);
  });

  it('gives each name one meaning', () => {
    const all = [
      ...catalogueProducts.flatMap((spec) => [spec.code.toLowerCase(), spec.name_cn]),
      ...Object.values(productAliases).flat(),
      ...Object.keys(pairAliases),
      ...notProductWords,
    ];
    expect(all.filter((name, at) => all.indexOf(name) !== at)).toEqual([]);
  });
});
