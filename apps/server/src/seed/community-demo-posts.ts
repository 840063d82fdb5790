/**
 * The community's demo content, written for this product: traders' posts on the products they watch,
 * with replies, likes, a poll and questions. Every post is marked 演示 on the page, so nobody takes
 * a demo view for advice. Members are named by their index in `demoMembers`.
 */

export const demoMembers = [
  { nickname: '螺纹老陈', avatar: '/images/avatars/avatar-01.svg' },
  { nickname: '铁矿石小周', avatar: '/images/avatars/avatar-02.svg' },
  { nickname: '黄金守望者', avatar: '/images/avatars/avatar-03.svg' },
  { nickname: '豆粕养殖户', avatar: '/images/avatars/avatar-04.svg' },
  { nickname: '原油夜盘人', avatar: '/images/avatars/avatar-05.svg' },
  { nickname: '纯碱玻璃研究', avatar: '/images/avatars/avatar-06.svg' },
  { nickname: '趋势跟踪阿杰', avatar: '/images/avatars/avatar-07.svg' },
  { nickname: '新手期友小林', avatar: '/images/avatars/avatar-08.svg' },
];

export interface DemoComment {
  by: number;
  text: string;
  likedBy?: number[];
  replies?: { by: number; text: string; replyTo?: number }[];
}

export interface DemoPost {
  by: number;
  title: string;
  /** HTML as the editor sends it; `$name$` tags products, `#name#` names a topic. */
  body: string;
  hoursAgo: number;
  likedBy: number[];
  comments: DemoComment[];
  poll?: { options: string[]; multiple?: boolean; closesInHours: number; ballots: [member: number, option: number][] };
  /** A question: its bounty and which comment (by index) the asker accepted, if any. */
  question?: { bounty: number; acceptedComment?: number };
}

/** Topics the demo posts name, each with what it is for (a topic a user starts has no description). */
export const demoTopics = [
  { name: '每日复盘', description: '收盘后写下当天的交易与思考：进出场理由、做对了什么、错在哪里。' },
  { name: '仓位管理', description: '分批、加减仓、单笔风险占比，活下来比赚快钱更重要。' },
  { name: '新手入门', description: '保证金、手续费、交割、止损怎么设，新手的问题在这里问。' },
  { name: '套期保值', description: '产业客户和现货商的套保实践：基差、比例、移仓与会计处理。' },
  { name: '套利价差', description: '跨期、跨品种、产业链利润套利的思路与执行。' },
  { name: '黑色系库存', description: '螺纹、热卷、铁矿、焦煤焦炭的库存、开工与发运数据解读。' },
];

export const demoPosts: DemoPost[] = [
  {
    by: 0,
    title: '螺纹夜盘放量跌破3500，这次是真破位吗',
    body:
      '<p>$螺纹$ 夜盘放量下行，收在3480附近，持仓增加了不少，像是空头主动进场。</p>' +
      '<p>我的看法：</p><ul><li>3450是前期平台，若日线收不回3500，大概率去测</li><li>$热卷$ 同步走弱，卷螺差没怎么动，说明不是单品种利空</li></ul>' +
      '<p>个人复盘，不构成建议，止损放在3530[止损] #每日复盘#</p>',
    hoursAgo: 5,
    likedBy: [1, 2, 6, 7],
    comments: [
      {
        by: 6,
        text: '日线看MACD已经死叉两天了，趋势单可以拿着，别轻易抄底[嘘]',
        likedBy: [0, 7],
        replies: [
          { by: 7, text: '请问死叉之后一般要走多久？' },
          { by: 6, text: '没有固定时间，看价格能不能重新站回均线，别猜底。', replyTo: 7 },
        ],
      },
      { by: 1, text: '铁矿这边港口库存还在降，原料端不弱，成材单边跌空间可能有限。', likedBy: [0] },
    ],
  },
  {
    by: 1,
    title: '港口铁矿石库存连降三周，钢厂补库节奏加快',
    body:
      '<p>本周45港口 $铁矿石$ 库存继续下降，日均疏港量回升到高位，钢厂厂内库存偏低，补库需求还在。</p>' +
      '<p>需要注意的是发运端澳巴都在季节性回升，两周后到港量会增加，现在追多性价比一般。#黑色系库存#</p>',
    hoursAgo: 20,
    likedBy: [0, 5],
    comments: [
      { by: 0, text: '补库持续性要看铁水产量，最近高炉开工率怎么样？' },
      { by: 1, text: '开工率维持高位，但利润在收缩，后面有减产的可能。', likedBy: [0, 6] },
    ],
  },
  {
    by: 2,
    title: '黄金回调到均线附近，分批接还是再等等',
    body:
      '<p>$沪金$ 从高点回落了近4%，刚好回到60日均线。美元指数反弹是主因，长期逻辑（央行购金、降息预期）没变。</p>' +
      '<p>我的做法是分三批，每跌一个台阶加一点，总仓位不超过三成。大家怎么处理回调？[思考] #仓位管理#</p>',
    hoursAgo: 30,
    likedBy: [4, 6, 7],
    comments: [
      { by: 4, text: '原油和黄金最近走得很分化，风险偏好在变，分批是对的。' },
      {
        by: 7,
        text: '新手请教：分批的每一批之间隔多少合适？',
        replies: [{ by: 2, text: '我按价格间隔，大概一倍ATR一批；按时间分也行，关键是事先定好不临时改。' }],
      },
    ],
  },
  {
    by: 3,
    title: '豆粕：南美天气炒作会不会再来一次',
    body:
      '<p>$豆粕$ 近月在3000下方震荡了两周。养殖端补栏一般，饲料需求没有惊喜。</p>' +
      '<p>变数在南美天气，如果阿根廷干旱预期升温，盘面很容易被资金推一把。我手里有现货，准备在盘面反弹时做一些卖出套保。#套期保值#</p>',
    hoursAgo: 46,
    likedBy: [1, 6],
    comments: [{ by: 6, text: '套保思路清楚，现货企业就该这么做，别把套保做成投机。', likedBy: [3] }],
  },
  {
    by: 4,
    title: '原油夜盘复盘：库存数据后冲高回落',
    body:
      '<p>$原油$ 夜盘EIA数据公布后先涨后跌，上影线很长。库存降幅不及预期，加上美元走强，多头没守住。</p>' +
      '<p>短线看震荡，我不追单，等回到区间下沿再看。#每日复盘#</p>',
    hoursAgo: 70,
    likedBy: [2],
    comments: [{ by: 2, text: '长上影线之后第二天的开盘很关键，低开就要小心。' }],
  },
  {
    by: 5,
    title: '纯碱和玻璃的价差还能走多远',
    body:
      '<p>$纯碱$ 新产能陆续投产，供应压力大；$玻璃$ 这边地产竣工端需求偏弱，但冷修产线增加。</p>' +
      '<p>我在做多玻璃空纯碱的价差，逻辑是纯碱供应压力更大。目前浮盈不多，止损设在价差回到开仓点下方80元。#套利价差#</p>',
    hoursAgo: 96,
    likedBy: [0, 1, 6],
    comments: [
      { by: 0, text: '价差单比单边好拿多了，仓位怎么配比的？' },
      { by: 5, text: '按吨数一比一，不完全对冲，主要吃纯碱的弱。', likedBy: [0] },
    ],
  },
  {
    by: 6,
    title: '投个票：下周螺纹怎么走？',
    body: '<p>$螺纹$ 跌破3500之后，大家怎么看下周？投票后可以看到结果，欢迎在评论里说说理由。</p>',
    hoursAgo: 8,
    likedBy: [0, 7],
    comments: [{ by: 0, text: '我投了看跌[熊]，理由在我上一篇帖子里。' }],
    poll: {
      options: ['继续下跌，测试3450', '震荡整理', '反弹收回3500'],
      closesInHours: 72,
      ballots: [
        [0, 0],
        [1, 1],
        [2, 1],
        [6, 0],
        [7, 2],
      ],
    },
  },
  {
    by: 7,
    title: '新手提问：保证金和止损到底该怎么算？',
    body: '<p>刚开户，想做一手 $螺纹$。保证金大概要多少？如果止损设20个点，会亏多少钱？有没有简单的算法？#新手入门#</p>',
    hoursAgo: 50,
    likedBy: [0, 1],
    comments: [
      {
        by: 0,
        text: '螺纹一手10吨，最小变动1元，一个点就是10元。止损20个点就是200元，再加手续费。保证金按价格乘10吨乘保证金率算，K线训练里的合约计算器可以直接算。',
        likedBy: [7, 6, 1],
      },
      { by: 6, text: '另外建议单笔亏损不超过总资金的1%–2%，先定止损再算能做几手。', likedBy: [7] },
    ],
    question: { bounty: 20, acceptedComment: 0 },
  },
  {
    by: 3,
    title: '请教：豆粕基差为什么最近走强？',
    body: '<p>现货报价比 $豆粕$ 期货高了不少，这种基差走强一般说明什么？对套保有什么影响？</p>',
    hoursAgo: 12,
    likedBy: [5],
    comments: [{ by: 5, text: '基差走强一般是现货偏紧，近月更容易跟着涨。卖出套保的话，基差走强对你有利。' }],
    question: { bounty: 0 },
  },
];
