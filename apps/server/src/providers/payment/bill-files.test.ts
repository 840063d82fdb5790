import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readAlipayTradeBill, readWechatTradeBill } from './bill-files';
import { alipayBillZip, alipayRows, encodeGbk, wechatBill } from './bill-fixtures';

describe('the providers’ bill files', () => {
  it('reads WeChat Pay’s payments and refunds, not its closed trades nor its totals', () => {
    expect(readWechatTradeBill(`\uFEFF${wechatBill}`)).toEqual([
      { orderNo: 'VCE1', kind: 'payment', amountCents: 6800, transactionId: '4200001' },
      { orderNo: 'VCE2', kind: 'refund', amountCents: 19_950, transactionId: '5030001' },
    ]);
  });

  it('reads Alipay’s detail file out of the zip, whatever its GBK name', () => {
    expect(readAlipayTradeBill(alipayBillZip(alipayRows))).toEqual([
      { orderNo: 'VCE1', kind: 'payment', amountCents: 6800, transactionId: '2025030122001400000001' },
      { orderNo: 'VCE2', kind: 'refund', amountCents: 19_950, transactionId: '2025022822001400000002' },
    ]);
  });

  it('refuses a bill whose amount or layout it cannot read, rather than reconcile part of it', () => {
    expect(() => readWechatTradeBill(wechatBill.replace('`0.60%,`68.00', '`0.60%,`68.0.0'))).toThrow(/not an amount/);
    expect(() => readWechatTradeBill('交易时间,商户订单号\n`2025-03-01,`VCE1')).toThrow(/no column/);
    expect(() => readAlipayTradeBill(zipSync({ 'x.csv': encodeGbk('#汇总\n门店编号,合计') }))).toThrow(/no detail/);
  });
});
