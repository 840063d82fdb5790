/** Response codes of the wire envelope (spec 000 §8, DESIGN.md §3). */
export const Code = {
  /** A business rejection: bad input or a broken rule; `msg` is shown as is. */
  FAIL: 0,
  SUCCESS: 1,
  /** Token missing, invalid or expired where a login is needed. */
  NEED_LOGIN: 4001,
  /** A WeChat identity must bind a phone first. */
  NEED_BIND_PHONE: 4002,
  /** Live access refused. */
  LIVE_REFUSED: 4003,
  /** The caller lacks the rights (membership, a course): `data` is the permission tip to show. */
  NEED_PRIVILEGE: 4004,
  /** The operators' console: confirm who you are (password or SMS code) before going on. */
  NEED_CONFIRM: 4005,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  /** Server time in seconds, as FastAdmin-style APIs send it. */
  time: number;
  data: T;
}
