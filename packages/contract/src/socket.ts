/** The site's websockets: the notification socket (notices.ts) and the trading-data socket (market). */
export const socketPaths = { notice: '/ws/notice', market: '/ws/message' } as const;
