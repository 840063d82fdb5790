import { zipSync } from 'fflate';

/** Bills as WeChat Pay and Alipay write them, for the adapters' tests. */

/** A WeChat Pay trade bill as tradebill's download gives it: backquoted values, then the totals. */
export const wechatBill = [
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注',
  '`2025-03-01 10:05:07,`wx8888888888888888,`1900000001,`0,`,`4200001,`VCE1,`oUpF8u,`NATIVE,`SUCCESS,`OTHERS,`CNY,`68.00,`0.00,`0,`0,`0.00,`0.00,`,`,`vce VIP月卡,`,`0.41000,`0.60%,`68.00,`0.00,`',
  '`2025-03-01 09:00:00,`wx8888888888888888,`1900000001,`0,`,`4200002,`VCE2,`oUpF8u,`NATIVE,`REFUND,`OTHERS,`CNY,`0.00,`0.00,`5030001,`VCE2R,`199.50,`0.00,`ORIGINAL,`SUCCESS,`vce VIP季卡,`,`0.00000,`0.60%,`0.00,`199.50,`',
  '`2025-03-01 11:00:00,`wx8888888888888888,`1900000001,`0,`,`4200003,`VCE3,`oUpF8u,`NATIVE,`REVOKED,`OTHERS,`CNY,`0.00,`0.00,`0,`0,`0.00,`0.00,`,`,`vce VIP月卡,`,`0.00000,`0.60%,`68.00,`0.00,`',
  '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
  '`3,`68.00,`199.50,`0.00,`0.41000,`136.00,`199.50',
].join('\r\n');

let gbkBytes: Map<string, number[]> | undefined;
/** GBK bytes of a text (Node decodes GBK but encodes only UTF-8): the decoder's table read backwards. */
export function encodeGbk(text: string) {
  if (!gbkBytes) {
    gbkBytes = new Map();
    const decoder = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead++)
      for (let trail = 0x40; trail <= 0xfe; trail++)
        gbkBytes.set(decoder.decode(Uint8Array.of(lead, trail)), [lead, trail]);
  }
  const table = gbkBytes;
  return Uint8Array.from(
    [...text].flatMap((char) => (char.charCodeAt(0) < 0x80 ? [char.charCodeAt(0)] : (table.get(char) ?? [0x3f]))),
  );
}

/** Alipay's trade bill: a zip of the detail and the totals, GBK, values padded with a tab. */
export function alipayBillZip(rows: string[]) {
  const detail = [
    '#支付宝业务明细查询',
    '#账号：[20881234567890120156]',
    '#起始日期：[2025年03月01日 00:00:00]   终止日期：[2025年03月02日 00:00:00]',
    '#-----------------------------------------业务明细列表----------------------------------------',
    '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注',
    ...rows,
    '#-----------------------------------------业务明细列表结束------------------------------------',
    '#交易合计：2笔，商家实收共68.00元',
  ].join('\r\n');
  const totals = ['#支付宝业务汇总查询', '门店编号,门店名称,交易订单总笔数,退款订单总笔数', '合计,,1,1'].join('\r\n');
  return zipSync({
    '20881234567890120156_20250301_业务明细.csv': encodeGbk(detail),
    '20881234567890120156_20250301_业务明细(汇总).csv': encodeGbk(totals),
  });
}

export const alipayRows = [
  '2025030122001400000001\t,VCE1\t,交易\t,vce VIP月卡\t,2025-03-01 10:00:00\t,2025-03-01 10:05:07\t,\t,\t,\t,\t,buy***@example.com\t,68.00\t,68.00\t,0.00\t,0.00\t,0.00\t,0.00\t,0.00\t,\t,0.00\t,0.00\t,\t,-0.41\t,0.00\t,',
  '2025022822001400000002\t,VCE2\t,退款\t,vce VIP季卡\t,2025-02-28 09:00:00\t,2025-03-01 09:00:00\t,\t,\t,\t,\t,buy***@example.com\t,-199.50\t,-199.50\t,0.00\t,0.00\t,0.00\t,0.00\t,0.00\t,\t,0.00\t,0.00\t,VCE2R\t,0.00\t,0.00\t,',
];
