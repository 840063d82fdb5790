import { sizePosition } from '@vce/market-core/contract-calculator';
import { Card, Descriptions, Form, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { QueryView } from '../../../shared/ui/query-view';
import { useQueryParam } from '../../../shared/use-query-param';
import { useContractInfo } from '../api/contract-info';
import { ProductSelect } from '../drills/product-select';
import '../drills/drills.css';

interface Inputs {
  contract?: string;
  price?: number;
  /** Percent, as brokers quote it (10 for 10 %). */
  marginPercent?: number;
  lots: number;
  stopDistance: number;
  riskBudget: number;
  capital: number;
  maxMarginPercent: number;
}

/**
 * The calculator's height from the first frame, while a spinner stands in for it: the note below stays
 * where it is when the product's rules arrive (no layout shift).
 */
const reservedHeight = { minHeight: 760 };

const yuan = (value: number) => `${value.toLocaleString('zh-CN', { maximumFractionDigits: 2 })} 元`;

/** 合约计算器 (/klineTraining/calculator?symbol=): margin, tick value, a stop's cost and a position's size for any listed contract. */
export default function CalculatorPage() {
  const [symbol, setSymbol] = useQueryParam('symbol', 'rb');
  const info = useContractInfo(symbol);
  const [inputs, setInputs] = useState<Inputs>({
    lots: 1,
    stopDistance: 0,
    riskBudget: 2000,
    capital: 100_000,
    maxMarginPercent: 30,
  });
  const set = (change: Partial<Inputs>) => setInputs((current) => ({ ...current, ...change }));
  return (
    <div className="calculator-page">
      <Card
        title="合约计算器"
        data-testid="contract-calculator"
        // In the title bar: choosing a product moves nothing below it.
        extra={
          <ProductSelect
            value={symbol}
            onChange={(next) => {
              if (next) setSymbol(next);
              setInputs((current) => ({ ...current, contract: undefined, price: undefined, marginPercent: undefined }));
            }}
          />
        }
      >
        <div style={reservedHeight}>
          <QueryView query={info}>
            {(product) => {
              const contract =
                product.contracts.find((row) => row.contract === inputs.contract) ??
                product.contracts.find((row) => row.is_main) ??
                product.contracts[0];
              const price = inputs.price ?? contract?.pre_settle ?? 0;
              const exchangeMargin = Math.round(product.margin_rate.rate * 1000) / 10;
              const marginPercent = inputs.marginPercent ?? exchangeMargin;
              const stopDistance = inputs.stopDistance || product.tick_size * 20;
              const sized = sizePosition(
                {
                  tickSize: product.tick_size,
                  priceUnitsPerLot: product.price_units_per_lot,
                  marginRate: marginPercent / 100,
                },
                {
                  price,
                  lots: inputs.lots,
                  stopDistance,
                  riskBudget: inputs.riskBudget,
                  capital: inputs.capital,
                  maxMarginShare: inputs.maxMarginPercent / 100,
                },
              );
              return (
                <div className="calculator-body">
                  <Form layout="vertical" className="calculator-form">
                    <Form.Item label="合约">
                      <Select
                        aria-label="合约"
                        value={contract?.contract}
                        onChange={(next: string) => set({ contract: next, price: undefined })}
                        options={product.contracts.map((row) => ({
                          value: row.contract,
                          label: `${row.contract}${row.is_main ? '（主力）' : ''}`,
                        }))}
                      />
                    </Form.Item>
                    <Form.Item label="价格" extra={`默认为昨结算价；最小变动 ${product.tick_size}`}>
                      <InputNumber
                        aria-label="价格"
                        min={0}
                        step={product.tick_size}
                        value={price}
                        onChange={(value) => set({ price: value ?? undefined })}
                      />
                    </Form.Item>
                    <Form.Item label="保证金比例（%）" extra={`交易所最低 ${exchangeMargin}%，期货公司通常另有加收`}>
                      <InputNumber
                        aria-label="保证金比例"
                        min={1}
                        max={100}
                        step={0.5}
                        value={marginPercent}
                        onChange={(value) => set({ marginPercent: value ?? undefined })}
                      />
                    </Form.Item>
                    <Form.Item label="手数">
                      <InputNumber
                        aria-label="手数"
                        min={1}
                        max={10_000}
                        precision={0}
                        value={inputs.lots}
                        onChange={(value) => set({ lots: value ?? 1 })}
                      />
                    </Form.Item>
                    <Form.Item label="止损距离（价格）" extra={`默认20跳：${product.tick_size * 20}`}>
                      <InputNumber
                        aria-label="止损距离"
                        min={0}
                        step={product.tick_size}
                        value={stopDistance}
                        onChange={(value) => set({ stopDistance: value ?? 0 })}
                      />
                    </Form.Item>
                    <Form.Item label="单笔可承受亏损（元）">
                      <InputNumber
                        aria-label="单笔可承受亏损"
                        min={0}
                        step={500}
                        value={inputs.riskBudget}
                        onChange={(value) => set({ riskBudget: value ?? 0 })}
                      />
                    </Form.Item>
                    <Form.Item label="账户资金（元）">
                      <InputNumber
                        aria-label="账户资金"
                        min={0}
                        step={10_000}
                        value={inputs.capital}
                        onChange={(value) => set({ capital: value ?? 0 })}
                      />
                    </Form.Item>
                    <Form.Item label="保证金占用上限（%）">
                      <InputNumber
                        aria-label="保证金占用上限"
                        min={1}
                        max={100}
                        value={inputs.maxMarginPercent}
                        onChange={(value) => set({ maxMarginPercent: value ?? 30 })}
                      />
                    </Form.Item>
                  </Form>
                  <Descriptions
                    bordered
                    size="small"
                    column={1}
                    className="calculator-results"
                    data-testid="calculator-results"
                  >
                    <Descriptions.Item label="交易单位">
                      {product.multiplier}
                      {product.multiplier_unit}，报价单位 {product.quote_unit}
                    </Descriptions.Item>
                    <Descriptions.Item label="一手合约价值">{yuan(sized.lotValue)}</Descriptions.Item>
                    <Descriptions.Item label="一手保证金">
                      {yuan(sized.marginPerLot)}（杠杆约 {sized.leverage} 倍）
                    </Descriptions.Item>
                    <Descriptions.Item label={`${inputs.lots}手保证金`}>{yuan(sized.margin)}</Descriptions.Item>
                    <Descriptions.Item label="每跳价值">{yuan(sized.tickValue)}/手</Descriptions.Item>
                    <Descriptions.Item label="止损成本">
                      {sized.stopTicks} 跳，{yuan(sized.stopCostPerLot)}/手，{inputs.lots}手共 {yuan(sized.stopCost)}
                    </Descriptions.Item>
                    <Descriptions.Item label="建议手数">
                      <b>{sized.suggestedLots} 手</b>（亏损预算允许 {sized.lotsForRisk} 手，资金允许{' '}
                      {sized.lotsForCapital} 手）
                    </Descriptions.Item>
                    {contract && (
                      <Descriptions.Item label="涨跌停">
                        {contract.limit_down} — {contract.limit_up}（±{Math.round(product.price_limit.rate * 1000) / 10}
                        %），最后交易日 {contract.last_trade_date}
                      </Descriptions.Item>
                    )}
                  </Descriptions>
                </div>
              );
            }}
          </QueryView>
        </div>
        <p className="muted">保证金按交易所最低标准计算，实际以期货公司收取为准；价格为vce模拟行情。</p>
      </Card>
    </div>
  );
}
