/** A section of a demo report: a heading and its paragraphs. */
interface ReportSection {
  heading: string;
  paragraphs: string[];
}

/**
 * A demo research report written for this product: its card (seeded) and its body, which the server
 * typesets into a PDF with the product's K-line from the market. `key` names the PDF in the media
 * storage (`reports/<key>/report.pdf`); change it when the layout changes.
 */
export interface DemoReport {
  key: string;
  title: string;
  summary: string;
  symbols: string[];
  /** Index into the demo teachers, who write the reports too. */
  authorIndex: number;
  daysAgo: number;
  points: string[];
  sections: ReportSection[];
}

export const demoReports: DemoReport[] = [
  {
    key: 'demo-rebar-weekly-v1',
    title: '螺纹钢周报：库存去化放缓，关注基差修复节奏',
    summary: '表观需求季节性回落，社会库存去化放缓；期货贴水现货，基差有修复空间，短期以区间震荡思路对待。',
    symbols: ['rb', 'hc'],
    authorIndex: 0,
    daysAgo: 2,
    points: [
      '需求：进入季节性淡季，建材成交回落，表观需求环比走弱。',
      '供给：钢厂利润收窄，电炉开工率下降，供给端收缩对价格有支撑。',
      '基差：主力合约贴水现货，临近交割月基差存在修复动力。',
      '策略：区间思路，靠近区间下沿的多单以前低为止损。',
    ],
    sections: [
      {
        heading: '一、供需概况',
        paragraphs: [
          '本周建材成交量环比回落，北方地区施工进入收尾阶段，需求呈季节性走弱。南方地区项目仍有赶工，区域分化明显。',
          '供给方面，长流程钢厂利润收窄，部分钢厂安排检修；短流程电炉受谷电成本影响，开工率小幅下降。',
        ],
      },
      {
        heading: '二、库存与基差',
        paragraphs: [
          '社会库存连续去化，但去化速度较前期放缓；钢厂厂内库存小幅回升，需警惕库存拐点。',
          '主力合约对现货保持贴水，期货反映了市场对淡季需求的悲观预期。若现货价格保持坚挺，临近交割时基差修复将推动期价向现货靠拢。',
        ],
      },
      {
        heading: '三、交易思路',
        paragraphs: [
          '技术面上，日线价格在均线附近反复，量能萎缩，区间震荡格局未破。操作上以区间思路为主，不追涨杀跌。',
          '风险点：宏观政策超预期、原料端大幅波动、库存去化不及预期。',
        ],
      },
    ],
  },
  {
    key: 'demo-gold-monthly-v1',
    title: '黄金月报：实际利率与避险需求的再平衡',
    summary: '实际利率预期回落与央行购金共同支撑金价，但短期涨幅较大、持仓拥挤，回调风险需要重视。',
    symbols: ['au', 'ag'],
    authorIndex: 1,
    daysAgo: 6,
    points: [
      '利率：市场对降息的预期升温，实际利率回落利多黄金。',
      '需求：多国央行持续增持黄金，提供中长期支撑。',
      '情绪：短期涨幅较大，投机持仓处于高位，注意获利了结带来的回调。',
      '策略：趋势偏多但不追高，回调至均线附近再考虑分批布局。',
    ],
    sections: [
      {
        heading: '一、宏观驱动',
        paragraphs: [
          '黄金价格的核心驱动是美元实际利率。近期通胀回落、就业数据降温，市场对降息的预期升温，实际利率预期下行。',
          '地缘局势的不确定性提高了避险需求，央行购金延续，为金价提供了中长期支撑。',
        ],
      },
      {
        heading: '二、国内市场',
        paragraphs: [
          '沪金跟随国际金价上行，人民币汇率波动使内外盘价差出现阶段性扩大。',
          '白银弹性更大，但工业属性使其对经济预期更敏感，波动也更剧烈。',
        ],
      },
      {
        heading: '三、风险提示',
        paragraphs: [
          '若经济数据超预期走强、降息预期落空，实际利率回升将压制金价；高位持仓拥挤时，回调可能迅速且剧烈。',
        ],
      },
    ],
  },
  {
    key: 'demo-soymeal-weekly-v1',
    title: '豆粕周报：南美天气主导，关注到港节奏',
    summary: '南美大豆播种推进，天气炒作窗口临近；国内大豆到港充足，油厂开机率高，现货压力仍在。',
    symbols: ['m', 'y'],
    authorIndex: 3,
    daysAgo: 4,
    points: [
      '外盘：南美天气进入关键期，美豆价格波动加大。',
      '国内：大豆到港充足，油厂开机率维持高位，豆粕库存回升。',
      '需求：生猪存栏高位，饲料需求稳定，但养殖利润偏弱抑制备货。',
      '策略：单边观望为主，关注豆粕与菜粕价差的回归机会。',
    ],
    sections: [
      {
        heading: '一、国际市场',
        paragraphs: [
          '巴西大豆播种进度正常，阿根廷部分产区墒情偏干。未来一个月是南美天气炒作的窗口，美豆价格对天气预报高度敏感。',
        ],
      },
      {
        heading: '二、国内供需',
        paragraphs: [
          '本月大豆到港量处于高位，油厂压榨量维持高位，豆粕库存连续回升，现货基差走弱。',
          '饲料企业以按需采购为主，养殖利润偏弱使远期备货意愿不强。',
        ],
      },
      {
        heading: '三、交易思路',
        paragraphs: [
          '单边方向不明朗，建议观望；跨品种可关注豆粕与菜粕价差，季节性上该价差在当前阶段有回归倾向。',
          '风险点：南美天气异常、贸易政策变化、汇率大幅波动。',
        ],
      },
    ],
  },
];
