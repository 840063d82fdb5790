/**
 * The BBAS first level (oneList): the catalogue's sectors, in the order the BBAS pages list them.
 * A category's `type` is its sector's id. Descriptions are original text written for vce.
 */
export const bbasSectors = [
  {
    id: 1,
    name: '黑色金属',
    about: '黑色金属板块，价格主要随钢厂开工、原料库存与地产基建需求变化，春季和秋季常是需求旺季。',
  },
  { id: 2, name: '有色金属', about: '有色金属板块，与全球制造业景气、美元走势和矿端供应关系密切，内外盘联动较强。' },
  { id: 3, name: '贵金属', about: '贵金属板块，兼具商品与金融属性，对实际利率、美元和避险情绪较为敏感。' },
  {
    id: 4,
    name: '能源化工',
    about: '能源化工板块，上游跟随原油、煤炭等成本端波动，下游受装置开工、检修与库存周期影响。',
  },
  { id: 5, name: '农产品', about: '农产品板块，价格受种植面积、天气、收获季节与进口节奏影响，季节性特征通常较明显。' },
  {
    id: 6,
    name: '新能源材料',
    about: '新能源材料板块，需求与光伏、动力电池等产业链景气相关，产能变化快，价格波动较大。',
  },
  { id: 7, name: '建材', about: '建材板块，需求与地产竣工、汽车等终端行业相关，供应受产线冷修与复产节奏影响。' },
  { id: 8, name: '轻工', about: '轻工板块，品种规模相对较小，价格与下游消费、原料进口及库存变化相关。' },
  { id: 9, name: '航运', about: '航运板块，以航线运价指数为标的，受运力供给、航线状况和出货季节影响，波动较大。' },
  { id: 10, name: '股指', about: '股指板块，跟踪对应的股票指数，常用于对冲股票组合风险，受宏观经济与市场情绪影响。' },
  { id: 11, name: '国债', about: '国债板块，价格与利率反向变动，反映市场对利率走势与资金面的预期。' },
  { id: 12, name: '其他', about: '其他板块，合约细则以交易所公布的为准。' },
] as const;

/** The BBAS sector of a catalogue sector name; one a newer catalogue adds goes under 其他. */
export const sectorOf = (sector: string) => bbasSectors.find((entry) => entry.name === sector) ?? bbasSectors[11];

/** A category's description: its name, then what drives its sector. */
export const describeProduct = (name: string, sector: string) => `${name}属${sectorOf(sector).about}`;
