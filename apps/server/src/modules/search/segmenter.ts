import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { productAliases } from '@vce/market-core/product-aliases';
import { foldWidthAndCase } from '@vce/market-core/product-recognizer';
import { catalogueProducts } from '@vce/market-core/product-spec';

/**
 * Words of the trade jieba's general dictionary splits or misses: each is kept whole when indexing
 * and when querying, so 基差 finds 基差 and not every 基 and 差.
 */
const futuresVocabulary = `基差 升水 贴水 涨停 跌停 涨停板 跌停板 持仓 持仓量 主力合约 主力 次主力 夜盘 日盘 开仓 平仓 平今
  移仓 换月 移仓换月 交割 交割月 保证金 追保 强平 爆仓 止损 止盈 仓位 加仓 减仓 锁仓 对冲 套保 套期保值 套利 跨期套利
  跨品种套利 期现 期现套利 现货 期货 期权 合约 多单 空单 做多 做空 多头 空头 净多 净空 多空 背离 顶背离 底背离 均线
  金叉 死叉 均线系统 布林带 成交量 成交额 换手 K线 阳线 阴线 十字星 锤子线 吞没 突破 回踩 支撑 压力 阻力 趋势 趋势线
  震荡 反弹 回调 反转 盘整 库存 基本面 技术面 资金面 升贴水 仓单 注册仓单 盈亏比 风险度 杠杆 滑点 手续费 波动率
  北向 席位 龙虎榜 持仓排名 净持仓 期限结构 正向市场 反向市场 疏港 疏港量 补库 去库 累库 去化 开工率 到港 到港量
  压榨 榨利 冷修 点火 产线 产能 检修 限产 减产 复产 地产 竣工 新开工 社库 厂库 港口库存 现货报价 盘面 利润 价差`;

/** Products by every name a trader uses (catalogue names and aliases), also whole words. */
const productWords = [
  ...catalogueProducts.map((product) => product.name_cn),
  ...Object.values(productAliases).flat(),
].filter((word) => /[\u4e00-\u9fff]/.test(word) && word.length > 1);

let jieba: Jieba | null = null;
/** Loaded on first use (about a tenth of a second and a few megabytes), once per process. */
function segmenter() {
  if (jieba) return jieba;
  jieba = Jieba.withDict(dict);
  const words = [...futuresVocabulary.split(/\s+/), ...productWords].filter(Boolean);
  jieba.loadDict(Buffer.from(words.map((word) => `${word} 200000 n`).join('\n')));
  return jieba;
}

const HAN = /[\u4e00-\u9fff]/;
/** A token worth indexing or asking: letters, digits or Han characters, nothing else. */
const WORD = /^[\p{L}\p{N}]+$/u;

/**
 * The words of a text for the index and for queries alike: jieba's search mode (螺纹钢 gives 螺纹
 * and 螺纹钢) over the folded text, with the futures vocabulary; punctuation and symbols dropped,
 * each word once.
 */
export function termsOf(text: string): string[] {
  const folded = foldWidthAndCase(text).slice(0, 20_000);
  const tokens = segmenter().cutForSearch(folded, true);
  return [...new Set(tokens.map((token) => token.trim()).filter((token) => WORD.test(token)))];
}

export const hasHan = (text: string) => HAN.test(text);
