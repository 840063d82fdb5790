const formatters = {
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
  minute: { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  second: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  dateTime: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const cache = new Map<keyof typeof formatters, Intl.DateTimeFormat>();

/** An instant (ms) as Beijing time, as markets keep it wherever the reader is: `day` 2026/05/08, `minute` 05/08 14:35, `second` 14:35:08, `dateTime` 2026/05/08 14:35:08. */
export function formatBeijingTime(ms: number, precision: keyof typeof formatters): string {
  let format = cache.get(precision);
  if (!format) {
    format = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false, ...formatters[precision] });
    cache.set(precision, format);
  }
  return format.format(ms);
}
