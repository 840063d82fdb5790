import { bbasDetailLink, formatPlain, formatPrice, formatRate } from './answer-format';
import type { Section, SectionContext } from './section';

/**
 * The exchange's rules of the product and of the asked (or main) contract. One lot's value and its
 * margin are computed only as the fields allow, with the formula shown: price × quote units per lot,
 * then × the exchange's margin rate, a minimum that futures companies raise.
 */
export const contractSection: Section = {
  label: '合约规则',
  async read({ desk, product, decimals }: SectionContext) {
    const price = (value: number) => formatPrice(value, decimals);
    const rules = await desk.contract(product.code);
    // The last price for one lot's value: the price list's; without it, the previous settlement.
    const listed = await desk.listedPrice(product.code).catch(() => null);
    const contract =
      rules.contracts.find((entry) => entry.contract === product.contract) ??
      rules.contracts.find((entry) => entry.is_main);
    const tickValue = rules.tick_size * rules.price_units_per_lot;
    const margin = rules.margin_rate;
    const lines = [
      `- 交易单位 ${rules.multiplier}${rules.multiplier_unit}，最小变动价位 ${formatPlain(rules.tick_size)}${rules.quote_unit}（每跳 ${formatPlain(rules.tick_size)} × ${rules.price_units_per_lot} = ${formatPlain(tickValue)} 元/手）`,
      `- 涨跌停板幅度 ±${formatRate(rules.price_limit.rate)}（${rules.price_limit.source}）`,
      `- 交易所最低保证金率 ${formatRate(margin.rate)}（${margin.source}${margin.as_of ? `，${margin.as_of} 起` : ''}）`,
    ];
    const basePrice = listed ? { value: listed.lastPrice, name: `主力合约 ${listed.main_contract} 最新价` } : null;
    const settle = contract ? { value: contract.pre_settle, name: `${contract.contract} 昨结算价` } : null;
    const base = basePrice ?? settle;
    if (base) {
      const lotValue = base.value * rules.price_units_per_lot;
      lines.push(
        `- 一手合约价值 ≈ ${base.name} ${price(base.value)} × ${rules.price_units_per_lot} = ${formatPlain(lotValue)} 元；按交易所保证金率，一手保证金 ≈ ${formatPlain(lotValue)} × ${formatRate(margin.rate)} = ${formatPlain(lotValue * margin.rate)} 元（期货公司通常在此基础上加收，以所开户的期货公司为准）`,
      );
    }
    if (contract) {
      const provisional = contract.provisional ? '（所在年份的休市安排尚未公布，按规则推算）' : '';
      lines.push(
        `- ${contract.contract}${contract.is_main ? '（主力）' : ''}今日涨停价 ${price(contract.limit_up)}、跌停价 ${price(contract.limit_down)}；最后交易日 ${contract.last_trade_date}${provisional}`,
      );
    }
    lines.push(
      `- 最后交易日规则：${rules.last_trade_rule.text}`,
      `- 交割月份：${rules.delivery_months.map((month) => `${month} 月`).join('、')}`,
      `- 交易时间（北京时间）：日盘 ${rules.sessions.day}；${rules.sessions.night ? `夜盘 ${rules.sessions.night}，今晚${rules.night_session_tonight ? '有' : '没有'}夜盘` : '无夜盘'}`,
    );
    return {
      thoughts: [
        `读取合约规则：交易单位 ${rules.multiplier}${rules.multiplier_unit}，最小变动 ${formatPlain(rules.tick_size)}，保证金率 ${formatRate(margin.rate)}\n`,
      ],
      markdown: lines.join('\n'),
      links: [bbasDetailLink(product)],
      simulated: rules.simulated || (listed?.simulated ?? false),
    };
  },
};
