import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import type { StatementLine } from './payment-provider';

/** Whole cents from a provider's yuan ("0.10" → 10, "1288.00" → 128800); null when it is not an amount. */
export function yuanToCents(yuan: unknown): number | null {
  const match = typeof yuan === 'string' ? /^(0|[1-9]\d{0,12})(?:\.(\d{1,2}))?$/.exec(yuan) : null;
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const readCsv = (text: string) =>
  parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];

/** A bill's rows read by their header's names, each value cleaned by `clean`. */
function rowsByName(header: string[], rows: string[][], clean: (value: string) => string) {
  return rows.map((row) => (name: string) => {
    const at = header.indexOf(name);
    if (at < 0) throw new Error(`the bill has no column ${name}`);
    return clean(row[at] ?? '');
  });
}

function amountOf(yuan: string, orderNo: string) {
  // A refund's amount is written negative in Alipay's bill; the line's kind says which way it went.
  const cents = yuanToCents(yuan.replace(/^-/, ''));
  if (cents === null) throw new Error(`the bill's amount of ${orderNo} is not an amount: ${yuan}`);
  return cents;
}

/**
 * WeChat Pay's trade bill (交易账单, bill_type ALL) as its CSV comes: a header, one row per payment
 * (交易状态 SUCCESS) or refund (REFUND), every value after a backquote, then two rows of totals.
 */
export function readWechatTradeBill(text: string): StatementLine[] {
  const [header = [], ...rest] = readCsv(text);
  const totalsAt = rest.findIndex((row) => row[0] === '总交易单数');
  const rows = rowsByName(header, totalsAt < 0 ? rest : rest.slice(0, totalsAt), (value) => value.replace(/^`/, ''));
  // A payment's row and a refund's name their amount and the provider's id in columns of their own.
  const columnsOf = {
    SUCCESS: { kind: 'payment', amount: '订单金额', id: '微信订单号' },
    REFUND: { kind: 'refund', amount: '申请退款金额', id: '微信退款单号' },
  } as const;
  return rows.flatMap((cell): StatementLine[] => {
    const status = cell('交易状态');
    if (!Object.hasOwn(columnsOf, status)) return [];
    const columns = columnsOf[status as keyof typeof columnsOf];
    const orderNo = cell('商户订单号');
    return [
      {
        orderNo,
        kind: columns.kind,
        amountCents: amountOf(cell(columns.amount), orderNo),
        transactionId: cell(columns.id),
      },
    ];
  });
}

const alipayKinds = new Map<string, StatementLine['kind']>([
  ['交易', 'payment'],
  ['退款', 'refund'],
]);

/** The detail file of Alipay's bill names its columns on the first line that is not a `#` remark. */
const ALIPAY_DETAIL_HEADER = '支付宝交易号';

/**
 * Alipay's trade bill (bill_type trade): a zip of GBK CSV files, of which the detail (业务明细) has
 * one row per payment (业务类型 交易) or refund (退款) between `#` remarks; the other file holds totals.
 */
export function readAlipayTradeBill(zip: Uint8Array): StatementLine[] {
  const gbk = new TextDecoder('gbk');
  // The files are told apart by their header, not their names (GBK names, which zip tools garble).
  const detail = Object.values(unzipSync(zip))
    .map((file) =>
      gbk
        .decode(file)
        .split(/\r?\n/)
        .filter((line) => !line.startsWith('#')),
    )
    .find((lines) => lines[0]?.startsWith(ALIPAY_DETAIL_HEADER));
  if (!detail) throw new Error('the Alipay bill holds no detail file');
  const [header = [], ...rest] = readCsv(detail.join('\n'));
  return rowsByName(header, rest, (value) => value.trim()).flatMap((cell): StatementLine[] => {
    const orderNo = cell('商户订单号');
    const kind = alipayKinds.get(cell('业务类型'));
    if (!kind) return [];
    // A refund's line names the trade it gives back, as Alipay's refund answer does (our refund id).
    return [
      { orderNo, kind, amountCents: amountOf(cell('订单金额（元）'), orderNo), transactionId: cell('支付宝交易号') },
    ];
  });
}
