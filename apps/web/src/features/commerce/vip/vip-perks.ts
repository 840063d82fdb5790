/** The six member perks of spec 001 §1, as the VIP page and the purchase popup list them. */
export const vipPerks = [
  { title: '4大技术指标', text: '多空趋势、量价背离等会员专属指标，K线图上一键叠加' },
  { title: '3大行情分析', text: '基本面、技术面、量价面三维解读，BBAS查询不限次数' },
  { title: 'VIP课堂', text: '会员专属课程与课件，讲师答疑' },
  { title: '千人实盘圈', text: '加入千人交易圈，实盘交流与直播互动' },
  { title: '100+节课程', text: '从入门到进阶的体系课程全部免费学' },
  { title: '季节性分析系统', text: '历年同期走势统计，把握品种季节规律' },
] as const;
