// The classroom's demo content: written for this product, its teachers and courses labelled as demo.
import { demoClips } from '../modules/learning/demo-media/demo-clips';

type Clip = (typeof demoClips)[keyof typeof demoClips];
export type DemoLesson = { title: string; free?: boolean } & ({ clip: Clip } | { text: string });

export interface DemoCourse {
  title: string;
  classIndex: number;
  teacherIndex: number;
  level: 'beginner' | 'intermediate' | 'advanced';
  tags: string[];
  priceCents: number;
  vipFree?: boolean;
  recommend?: number;
  learners: number;
  ratings: [sum: number, count: number];
  summary: string;
  introduction: string;
  daysAgo: number;
  chapters: { title: string; lessons: DemoLesson[] }[];
}

export const demoTeachers = [
  {
    name: '陈一鸣',
    title: '资深期货分析师 · 12年黑色系研究',
    intro: '长期跟踪螺纹钢、铁矿石、焦煤焦炭产业链，擅长用基差与库存数据验证技术信号。（演示讲师）',
    avatar: '/images/avatars/avatar-03.svg',
  },
  {
    name: '林晓雯',
    title: '技术分析讲师 · K线形态与量价',
    intro: '专注K线形态、均线系统与量价关系教学，讲课从实盘图表出发，不讲玄学。（演示讲师）',
    avatar: '/images/avatars/avatar-05.svg',
  },
  {
    name: '周启航',
    title: '风控顾问 · 前期货公司风控经理',
    intro: '曾负责期货公司客户风险管理，熟悉保证金、强平与交割规则，课程以避免大亏为第一目标。（演示讲师）',
    avatar: '/images/avatars/avatar-07.svg',
  },
  {
    name: '赵思远',
    title: '农产品研究员 · 油脂油料',
    intro: '跟踪豆粕、豆油、棕榈油的供需与季节性，讲解如何把基本面落到交易计划上。（演示讲师）',
    avatar: '/images/avatars/avatar-02.svg',
  },
];

export const demoCourseClasses = [
  { title: '入门必修', intro: '从K线、合约到交易规则，新手第一站' },
  { title: '技术分析', intro: '均线、形态、量价与指标的实战用法' },
  { title: '交易策略', intro: '趋势、波段与套利的完整交易计划' },
  { title: '风险管理', intro: '止损、仓位与保证金，先活下来再谈盈利' },
  { title: '品种研究', intro: '黑色、农产品、贵金属的产业逻辑' },
];

const text = (paragraphs: string[]) => paragraphs.map((line) => `<p>${line}</p>`).join('');

export const demoCourses: DemoCourse[] = [
  {
    title: '期货K线入门：从一根K线读懂多空',
    classIndex: 0,
    teacherIndex: 1,
    level: 'beginner',
    tags: ['K线', '新手'],
    priceCents: 0,
    recommend: 90,
    learners: 3620,
    ratings: [4 * 212 + 180, 212],
    summary: '开盘、收盘、最高、最低四个价格，讲清一根K线背后的多空力量。',
    introduction:
      '这门课写给刚开户的期货新手。\n\n我们用螺纹钢、黄金等主力合约的真实走势结构，讲解K线的构成、阴阳线的含义、影线反映的多空争夺，以及均线如何平滑单日波动。\n\n课程中的行情图由本站模拟行情绘制，仅用于教学演示。',
    daysAgo: 40,
    chapters: [
      {
        title: '第一章 认识K线',
        lessons: [
          { title: 'K线的四个价格', clip: demoClips.klineBasics, free: true },
          {
            title: '阴线、阳线与十字星',
            text: text([
              '收盘价高于开盘价的K线是阳线，国内行情软件画成红色；收盘低于开盘是阴线，画成绿色。',
              '开盘与收盘几乎相同的K线叫十字星，说明当天多空力量暂时平衡，出现在长期上涨或下跌之后时值得留意。',
              '影线越长，说明盘中到过的价格被越多地打回：长上影是上方抛压，长下影是下方承接。',
            ]),
          },
        ],
      },
      {
        title: '第二章 均线与趋势',
        lessons: [
          { title: '均线怎么算、怎么看', clip: demoClips.trendAverages },
          { title: '成交量告诉你什么', clip: demoClips.volumePrice },
        ],
      },
    ],
  },
  {
    title: '期货交易规则全解：保证金、涨跌停与夜盘',
    classIndex: 0,
    teacherIndex: 2,
    level: 'beginner',
    tags: ['规则', '保证金', '夜盘'],
    priceCents: 0,
    recommend: 80,
    learners: 2874,
    ratings: [4 * 150 + 120, 150],
    summary: '保证金与杠杆、涨跌停板、夜盘时间和交割月限制，开仓前必须知道的规则。',
    introduction:
      '期货不是放大版的股票。保证金交易意味着亏损可以超过你的预期，涨跌停可能让你无法平仓，进入交割月的合约个人账户不能持有。\n\n本课逐条讲解这些规则，并告诉你在交易软件里去哪里查到它们。',
    daysAgo: 30,
    chapters: [
      {
        title: '第一章 保证金与杠杆',
        lessons: [
          {
            title: '保证金是怎么算的',
            free: true,
            text: text([
              '保证金 = 成交价 × 合约乘数 × 手数 × 保证金比例。以螺纹钢为例，价格3500元/吨、每手10吨、保证金比例10%，一手约需3500元。',
              '期货公司通常在交易所标准上加收几个百分点，节假日前交易所也会临时上调。',
              '杠杆放大的是盈亏，不是胜率：价格反向波动10%，一倍杠杆亏10%，十倍杠杆可能亏光保证金。',
            ]),
          },
          { title: '止损与仓位', clip: demoClips.stopLoss },
        ],
      },
    ],
  },
  {
    title: '均线系统实战：趋势识别与进出场',
    classIndex: 1,
    teacherIndex: 1,
    level: 'intermediate',
    tags: ['均线', '趋势'],
    priceCents: 19_900,
    recommend: 70,
    learners: 1288,
    ratings: [4 * 96 + 60, 96],
    summary: '5、10、20、60日均线的组合用法，金叉死叉何时可信、何时是陷阱。',
    introduction:
      '均线是最常用也最常被误用的工具。本课从均线的计算讲起，讲清多头排列、均线粘合与发散，以及如何用均线过滤震荡市里的假信号。\n\n每个结论都配有行情图示例，并给出可以直接写进交易计划的规则。',
    daysAgo: 20,
    chapters: [
      {
        title: '第一章 均线基础',
        lessons: [
          { title: '均线的计算与滞后', clip: demoClips.trendAverages, free: true },
          { title: '多头排列与空头排列', clip: demoClips.klineBasics },
        ],
      },
      {
        title: '第二章 均线交易规则',
        lessons: [
          { title: '金叉死叉的过滤条件', clip: demoClips.volumePrice },
          { title: '用均线设置移动止损', clip: demoClips.stopLoss },
        ],
      },
    ],
  },
  {
    title: '量价关系精讲：成交量与持仓量',
    classIndex: 1,
    teacherIndex: 0,
    level: 'intermediate',
    tags: ['量价', '持仓'],
    priceCents: 29_900,
    vipFree: true,
    recommend: 60,
    learners: 956,
    ratings: [4 * 70 + 52, 70],
    summary: '期货独有的持仓量指标，配合成交量判断资金是在进场还是离场。',
    introduction:
      '股票只看成交量，期货还能看持仓量。增仓上涨、减仓上涨、增仓下跌、减仓下跌，四种组合对应四种资金行为。\n\n本课会员免费学习。',
    daysAgo: 12,
    chapters: [
      {
        title: '第一章 成交量',
        lessons: [
          { title: '放量与缩量', clip: demoClips.volumePrice, free: true },
          { title: '量价背离', clip: demoClips.trendAverages },
        ],
      },
    ],
  },
  {
    title: '趋势跟踪交易系统：从信号到仓位',
    classIndex: 2,
    teacherIndex: 0,
    level: 'advanced',
    tags: ['趋势', '交易系统'],
    priceCents: 49_900,
    recommend: 50,
    learners: 432,
    ratings: [4 * 40 + 30, 40],
    summary: '搭建一套可执行的趋势跟踪系统：入场、止损、加仓与离场规则。',
    introduction:
      '趋势跟踪是期货市场最经典的策略之一。本课把一套系统拆成信号、过滤、仓位和离场四部分，每部分给出明确规则和检验方法。',
    daysAgo: 6,
    chapters: [
      {
        title: '第一章 系统的四个部分',
        lessons: [
          { title: '为什么要有交易系统', clip: demoClips.klineBasics, free: true },
          { title: '按风险计算仓位', clip: demoClips.stopLoss },
        ],
      },
    ],
  },
  {
    title: '止损的艺术：风险预算与资金曲线',
    classIndex: 3,
    teacherIndex: 2,
    level: 'beginner',
    tags: ['止损', '仓位', '风控'],
    priceCents: 0,
    recommend: 85,
    learners: 2210,
    ratings: [4 * 180 + 150, 180],
    summary: '每笔交易亏多少、什么时候认错离场，用规则而不是情绪。',
    introduction:
      '大多数爆仓不是因为看错方向，而是因为看错之后不走。本课讲解固定比例风险、止损位的选择和资金曲线管理。',
    daysAgo: 25,
    chapters: [
      {
        title: '第一章 为什么要止损',
        lessons: [
          { title: '止损与仓位', clip: demoClips.stopLoss, free: true },
          {
            title: '强行平仓是怎么发生的',
            text: text([
              '当账户权益低于持仓所需保证金，期货公司会发出追加保证金通知；未能及时补足，风险率达到强平线时，期货公司有权强行平仓。',
              '强平通常在市价附近成交，行情剧烈时成交价可能远差于预期，甚至出现穿仓。',
              '避免强平的办法只有一个：轻仓，并给保证金留出足够余量。',
            ]),
          },
        ],
      },
    ],
  },
  {
    title: '黑色系产业链：螺纹、铁矿与双焦',
    classIndex: 4,
    teacherIndex: 0,
    level: 'intermediate',
    tags: ['螺纹钢', '铁矿石', '产业链'],
    priceCents: 39_900,
    vipFree: true,
    learners: 618,
    ratings: [4 * 52 + 40, 52],
    summary: '从高炉利润到钢厂补库，读懂黑色系品种之间的联动。',
    introduction: '本课梳理黑色产业链的上下游关系，讲解利润、库存和季节性如何影响螺纹与铁矿的价差。会员免费。',
    daysAgo: 3,
    chapters: [
      {
        title: '第一章 产业链全景',
        lessons: [
          { title: '螺纹钢的价格结构', clip: demoClips.klineBasics, free: true },
          { title: '铁矿石的量价特征', clip: demoClips.volumePrice },
        ],
      },
    ],
  },
  {
    title: '油脂油料季节性：豆粕与棕榈油',
    classIndex: 4,
    teacherIndex: 3,
    level: 'intermediate',
    tags: ['豆粕', '棕榈油', '季节性'],
    priceCents: 19_900,
    learners: 377,
    ratings: [4 * 30 + 21, 30],
    summary: '南美与北美的种植周期、马棕的产量季节性，如何影响国内油脂油料。',
    introduction: '本课用多年的季节性规律讲解豆粕、豆油与棕榈油的节奏，并提示季节性失效的常见原因。',
    daysAgo: 1,
    chapters: [
      {
        title: '第一章 季节性规律',
        lessons: [
          { title: '豆粕的年度节奏', clip: demoClips.stopLoss, free: true },
          { title: '棕榈油的产量周期', clip: demoClips.trendAverages },
        ],
      },
    ],
  },
];
