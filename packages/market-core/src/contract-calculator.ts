// The contract calculator's sums: what a position in a futures contract costs and risks. Pure, so the
// page computes as the learner types and the tests check the figures by hand.

/** What the sums need of a contract: its tick, the quote units a lot holds, and a margin rate. */
export interface CalculatorContract {
  tickSize: number;
  /** Quote units per lot: price × this is one lot's value. */
  priceUnitsPerLot: number;
  /** The margin rate charged (the exchange's minimum, or a broker's higher one), as a fraction. */
  marginRate: number;
}

export interface PositionInput {
  price: number;
  lots: number;
  /** The stop's distance from the entry in price (always positive). */
  stopDistance: number;
  /** The most the learner will lose on this trade, in yuan. */
  riskBudget: number;
  /** The account's funds, in yuan: the margin may use no more than `maxMarginShare` of them. */
  capital: number;
  maxMarginShare: number;
}

const cents = (yuan: number) => Math.round(yuan * 100) / 100;

/** One lot's value, the margin, a tick's value and the stop's cost; the lots a risk budget and the capital allow. */
export function sizePosition(contract: CalculatorContract, input: PositionInput) {
  const lotValue = input.price * contract.priceUnitsPerLot;
  const marginPerLot = lotValue * contract.marginRate;
  const tickValue = contract.tickSize * contract.priceUnitsPerLot;
  const stopTicks = Math.ceil(input.stopDistance / contract.tickSize - 1e-9);
  const stopCostPerLot = stopTicks * tickValue;
  const lotsForRisk = stopCostPerLot > 0 ? Math.floor(input.riskBudget / stopCostPerLot + 1e-9) : 0;
  const lotsForCapital =
    marginPerLot > 0 ? Math.floor((input.capital * input.maxMarginShare) / marginPerLot + 1e-9) : 0;
  return {
    lotValue: cents(lotValue),
    marginPerLot: cents(marginPerLot),
    margin: cents(marginPerLot * input.lots),
    tickValue: cents(tickValue),
    stopTicks,
    stopCostPerLot: cents(stopCostPerLot),
    stopCost: cents(stopCostPerLot * input.lots),
    /** Leverage of the position: its value over the margin it holds. */
    leverage: marginPerLot > 0 ? Math.round((lotValue / marginPerLot) * 10) / 10 : 0,
    lotsForRisk,
    lotsForCapital,
    /** The most lots both the risk budget and the capital allow. */
    suggestedLots: Math.min(lotsForRisk, lotsForCapital),
  };
}
