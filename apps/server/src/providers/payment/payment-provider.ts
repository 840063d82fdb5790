/** The two ways a user pays with money from outside the site (V券 balance payments never reach a provider). */
export type PayChannel = 'wechat' | 'alipay';

/** A payment to open with a provider for one of our orders. */
export interface PaymentRequest {
  /** Our order number, the provider's `out_trade_no`. */
  orderNo: string;
  amountCents: number;
  /** What the payer sees on the provider's page and bill ("vce VIP月卡"). */
  subject: string;
  /** The provider refuses payment after this (WeChat `time_expire`, Alipay `time_expire`). */
  expiresAt: Date;
  /** Absolute URL of our notify endpoint for this channel. */
  notifyUrl: string;
  /** Where Alipay's page sends the browser back after paying. */
  returnUrl: string;
}

/** How the browser pays: WeChat Native gives a `code_url` shown as a QR code, Alipay page pay an HTML form to submit. */
export type PaymentStart = { channel: 'wechat'; codeUrl: string } | { channel: 'alipay'; form: string };

/** A notification as it arrived: the provider's signature covers these exact bytes. */
export interface IncomingNotify {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** What a provider vouches for once its signature is verified: this order was paid this amount. */
export interface PaidNotice {
  orderNo: string;
  amountCents: number;
  /** The provider's own transaction id (WeChat `transaction_id`, Alipay `trade_no`). */
  transactionId: string;
  paidAt: Date;
  /** The merchant the payment went to (WeChat `mchid`, Alipay `app_id`), checked against ours. */
  merchantId: string;
}

/** The answer a provider expects to a notification; anything else makes it retry. */
export interface NotifyAck {
  status: number;
  contentType: string;
  body: string;
}

/** A refund of one of our paid orders, in full, at the provider that took the money. */
export interface RefundRequest {
  orderNo: string;
  /** Our refund number (WeChat `out_refund_no`, Alipay `out_request_no`): the same number asks for the same refund, so a retry never refunds twice. */
  refundNo: string;
  /** What is given back; the order's whole amount (partial refunds are not offered). */
  amountCents: number;
  /** What the order was paid (WeChat checks it against the transaction). */
  totalCents: number;
  /** Shown to the payer on their bill where the provider shows one. */
  reason: string;
}

/** The provider took the refund: its own id for it (WeChat `refund_id`, Alipay `trade_no`). */
export interface RefundAccepted {
  refundId: string;
}

/** One line of a provider's statement (对账单): a payment or a full refund it booked on the day. */
export interface StatementLine {
  orderNo: string;
  kind: 'payment' | 'refund';
  amountCents: number;
  /** The provider's id of the payment, or of the refund. */
  transactionId: string;
}

export type PaymentQuery = { state: 'paid'; notice: PaidNotice } | { state: 'unpaid' } | { state: 'closed' };

/** One payment channel of a provider (DESIGN.md §5): the sandbox's, WeChat Pay v3 Native, Alipay page pay. */
export interface PaymentChannel {
  readonly channel: PayChannel;
  /** Our merchant id at this provider: a notice naming another merchant is refused. */
  readonly merchantId: string;
  start(request: PaymentRequest): Promise<PaymentStart>;
  /**
   * Verifies a notification's signature (and decrypts it where the provider encrypts) and reads the
   * payment it reports. Null when the signature does not verify or the event is not a successful
   * payment: nothing may change then.
   */
  verifyNotify(incoming: IncomingNotify): Promise<PaidNotice | null>;
  /** The acknowledgement to send back: `accepted` false asks the provider to deliver again later. */
  acknowledge(accepted: boolean): NotifyAck;
  /** The provider's own view of an order, for when no notification came. */
  query(orderNo: string): Promise<PaymentQuery>;
  /** Closes an unpaid order at the provider, so it can no longer be paid. */
  close(orderNo: string): Promise<void>;
  /**
   * Gives a paid order's money back to the payer. Throws when the provider refuses (nothing was
   * refunded); asking again with the same refund number answers the same refund.
   */
  refund(request: RefundRequest): Promise<RefundAccepted>;
  /**
   * The provider's statement of one Beijing day (YYYY-MM-DD): every payment and refund it booked.
   * Throws when the provider has none yet (WeChat and Alipay write the day's the next morning).
   */
  statement(day: string): Promise<StatementLine[]>;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'real';
  channel(channel: PayChannel): PaymentChannel;
}
