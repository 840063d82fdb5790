/**
 * The names traders give the catalogue's products, for the product recognizer
 * (product-recognizer.ts, which also documents how each kind of name is matched).
 *
 * A product's catalogue name (`name_cn`) and its code are always recognised and are not repeated
 * here. Latin names are written in lower case; matching ignores case.
 */

/** A list written as words separated by spaces and line breaks. */
const words = (text: string) => text.trim().split(/\s+/);

/** Everyday names of each product, by product code. */
export const productAliases: Readonly<Record<string, readonly string[]>> = {
  // SHFE
  cu: ['沪铜', '铜价', '电解铜', '阴极铜'],
  al: ['沪铝', '铝价', '电解铝', '铝锭'],
  zn: ['沪锌', '锌价', '锌锭'],
  pb: ['沪铅', '铅价'],
  ni: ['沪镍', '镍价'],
  sn: ['沪锡', '锡价'],
  ao: ['沪氧化铝'],
  ad: ['铝合金', '铸造铝', '铸铝'],
  au: ['金', '沪金', '金价', '期金'],
  ag: ['银', '沪银', '银价', '期银'],
  rb: ['螺纹', '钢筋'],
  wr: ['盘条'],
  hc: ['热卷', '热轧', '热轧板卷', '热轧卷'],
  ss: ['不锈'],
  bu: ['沥青'],
  ru: ['橡胶', '天胶', '沪胶', '天然胶'],
  br: ['合成橡胶', '合成胶', '丁二烯橡胶', '顺丁橡胶', '丁二烯'],
  sp: [],
  fu: ['燃油', '高硫', '高硫燃油', '高硫燃料油'],
  op: ['胶版纸', '双胶纸'],
  // INE
  sc: ['上海原油'],
  nr: ['二十号胶', '标胶'],
  lu: ['低硫', '低硫燃油'],
  bc: [],
  ec: ['集运', '集运指数', '欧线', '集运欧线', '集运指数欧线'],
  // DCE
  a: ['豆一', '豆1', '大豆', '黄大豆一号', '一号大豆'],
  b: ['豆二', '豆2', '黄大豆二号', '二号大豆'],
  c: [],
  cs: ['淀粉'],
  m: [],
  y: ['大豆油'],
  p: ['棕榈', '棕油'],
  i: ['铁矿'],
  j: [],
  jm: ['炼焦煤'],
  l: ['塑料', '聚乙烯', 'lldpe', '线型低密度聚乙烯', '线性低密度聚乙烯'],
  v: ['pvc', '聚氯乙烯'],
  pp: [],
  eg: ['meg'],
  eb: [],
  pg: ['液化气', 'lpg'],
  jd: ['鸡蛋', '蛋价'],
  rr: [],
  fb: [],
  bb: [],
  lh: ['猪价'],
  lg: [],
  bz: [],
  // CZCE
  CF: ['棉', '棉花', '郑棉', '棉价', '一号棉'],
  SR: ['糖', '白糖', '郑糖', '砂糖', '糖价'],
  CY: [],
  AP: ['苹果'],
  CJ: ['红枣'],
  PK: ['花生仁'],
  RM: ['菜粕'],
  OI: ['菜油'],
  RS: ['菜籽'],
  PM: ['普麦'],
  WH: ['强麦', '强筋小麦'],
  RI: ['早稻'],
  LR: ['晚稻'],
  JR: [],
  TA: ['pta', '精对苯二甲酸', '对苯二甲酸'],
  MA: ['郑醇'],
  FG: [],
  SA: [],
  SH: [],
  UR: [],
  PF: ['涤纶短纤'],
  PX: [],
  PR: ['聚酯瓶片'],
  PL: [],
  ZC: ['动煤'],
  SF: [],
  SM: ['硅锰'],
  // GFEX
  si: ['金属硅'],
  lc: [],
  ps: [],
  pt: ['铂金', '白金'],
  pd: ['钯金'],
  // CFFEX
  IF: ['沪深300', '沪深三百', '沪深300股指', '股指', '股指期货'],
  IH: ['上证50', '上证五十', '上证50股指'],
  IC: ['中证500', '中证500股指'],
  IM: ['中证1000', '中证1000股指'],
  TS: ['二债', '2年期国债', '二年期国债', '两年期国债', '2年国债', '两年国债'],
  TF: ['五债', '5年期国债', '五年期国债', '5年国债', '五年国债'],
  T: ['十债', '10年期国债', '十年期国债', '10年国债', '十年国债', '国债', '国债期货'],
  TL: ['三十债', '30年期国债', '三十年期国债', '30年国债', '三十年国债'],
};

/** Names of a pair traded together: each names every product of the pair. */
export const pairAliases: Readonly<Record<string, readonly string[]>> = {
  双焦: ['j', 'jm'],
  双硅: ['SF', 'SM'],
  两粕: ['m', 'RM'],
  金银: ['au', 'ag'],
};

/**
 * Single characters that name a product only standing as a word among function words (金价 is an
 * alias, 金和银 counts, 资金 and 金叉 do not): 金 and 银 begin and end too many everyday words
 * (基金, 银行, 金融…) to list them all as exceptions.
 */
export const wordOnlyNames: readonly string[] = ['金', '银'];

/**
 * Words that contain a product's name but are not about the product: matched first and claimed by
 * nobody: foreign markets (伦铜, 美原油, 原糖), everyday words and the site's own tiers (黄金会员).
 * Foreign markets are not claimed because the site's data is the domestic contract, and answering
 * about LME copper with SHFE prices would mislead.
 */
export const notProductWords: readonly string[] = words(`
  伦铜 伦铝 伦锌 伦铅 伦镍 伦锡 美铜 美黄金 美白银
  美原油 布油 布伦特原油 纽约原油 美豆油 美豆粕 原糖 美糖 美棉
  青铜 黄铜 紫铜 白铜 古铜 铜陵 铜仁 铜锣湾 铜牌 铅笔 铅球 铅华 无锡 锡林郭勒 补锌 铝土
  糖尿病 血糖 糖果 红糖 冰糖 喜糖 棉被 棉衣 棉袄 金银花
  苹果手机 苹果公司 苹果电脑 苹果系统 苹果版 苹果端 苹果商店 玻璃心 塑料袋 丙烯酸 丙烯腈 国债逆回购
  黄金周 黄金分割 黄金坑 黄金交叉 黄金比例 黄金时间
  黄金会员 白金会员 白银会员 铂金会员
`);

/**
 * Codes that are also everyday abbreviations, recognised only with a contract's year and month after
 * them (MA605 yes, MA20 no): MA moving average, TA 他/她, OI open interest, PM afternoon, AD the
 * indicator, PR, PL profit and loss, PS, PT, OP, SH Shanghai, PK 对决, BB Bollinger, WR Williams %R,
 * FB, RR, PG, PB price-to-book, JD 京东, BZ, RS. Single-letter codes (A股, K线, T+0, V型) are always so.
 */
export const codesNeedingContract: ReadonlySet<string> = new Set(
  words('MA TA OI PM ad PR PL ps pt op SH PK bb wr fb rr pg pb jd bz RS'),
);
