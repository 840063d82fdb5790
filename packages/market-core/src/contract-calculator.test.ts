import { describe, expect, it } from 'vitest';
import { sizePosition } from './contract-calculator';

describe('sizePosition', () => {
  it('sizes a rebar position by hand: 3500 × 10 t = 35,000 a lot, 10 % margin 3,500, 10 yuan a tick', () => {
    const rebar = { tickSize: 1, priceUnitsPerLot: 10, marginRate: 0.1 };
    const sized = sizePosition(rebar, {
      price: 3500,
      lots: 3,
      stopDistance: 35,
      riskBudget: 2000,
      capital: 50_000,
      maxMarginShare: 0.3,
    });
    expect(sized).toMatchObject({
      lotValue: 35_000,
      marginPerLot: 3500,
      margin: 10_500,
      tickValue: 10,
      stopTicks: 35,
      stopCostPerLot: 350,
      stopCost: 1050,
      leverage: 10,
      // 2000 / 350 = 5.7 lots for the risk; 15,000 / 3,500 = 4.3 for the capital.
      lotsForRisk: 5,
      lotsForCapital: 4,
      suggestedLots: 4,
    });
  });

  it('counts a stop between ticks as the next whole tick, and gold’s 0.02 tick at 1000 g a lot', () => {
    const gold = { tickSize: 0.02, priceUnitsPerLot: 1000, marginRate: 0.08 };
    const sized = sizePosition(gold, {
      price: 600,
      lots: 1,
      stopDistance: 1.01,
      riskBudget: 1000,
      capital: 1_000_000,
      maxMarginShare: 1,
    });
    // 1.01 / 0.02 = 50.5 → 51 ticks at 20 yuan.
    expect(sized).toMatchObject({
      tickValue: 20,
      stopTicks: 51,
      stopCostPerLot: 1020,
      lotsForRisk: 0,
      marginPerLot: 48_000,
    });
  });
});
