/** One call the benchmark repeats against our server and against the baseline. */
export interface Scenario {
  name: string;
  path: string;
  /** Request bodies, sent in turn on each connection (several spread the load over symbols). */
  bodies: string[];
  headers: Record<string, string>;
}

/** The bytes the baseline answers to each request (base64, compressed as ours were), keyed by `requestKey`. */
export type Canned = Record<string, { contentType: string; contentEncoding: string | null; base64: string }>;
export const requestKey = (urlPath: string, body: string) => `${urlPath}\n${body}`;

/**
 * A call the way the web client makes it (spec 000 §7): POST, JSON, its headers, taking compressed
 * answers as browsers do; a guest without token.
 */
const call = (name: string, path: string, bodies: object[] = [{}], token = ''): Scenario => ({
  name,
  path,
  bodies: bodies.map((body) => JSON.stringify(body)),
  headers: {
    'content-type': 'application/json',
    'accept-encoding': 'gzip, deflate, br',
    token,
    platform: 'pc',
    'channel-name': 'pc',
  },
});

/**
 * Hot reads; `token` is the app server's signed-in bench user, `busyPostId` its post with 200
 * comments. Add a scenario here to measure another call.
 */
export const httpScenarios = (token: string, busyPostId: number) => [
  call('init', '/api/common/init'),
  call('symbol_list', '/vce_gm/v1/symbol_list'),
  call('symbol_list_with_price', '/vce_gm/v1/symbol_list_with_price'),
  // The signed-in path (token check, user row, per-user answer), beside the guests' cached answers.
  call('user_index (token)', '/api/user/index', [{}], token),
  // The community's latest feed as a guest reads it (issue 38: ≥ 0.8 of raw node:http).
  call('community feed (guest)', '/api/qi_you/postList', [{ type: 'latest', page: 1, limit: 10 }]),
  // A busy post's conversation as its page first shows it (issue 38: a post with 200 comments).
  call('200-comment post (guest)', '/api/qi_you/commentList', [{ post_id: busyPostId, page: 1, limit: 20 }]),
];

/** Products of four exchanges, with and without a night session, asked in turn. */
const klineSymbols = ['rb', 'SR', 'IF', 'au'];
export const klineScenarios = (['1m', '1d'] as const).map((period) =>
  call(
    `kline ${period} ×5000`,
    '/javactp/market/kline',
    klineSymbols.map((symbol) => ({ symbol, period, limit: 5000 })),
  ),
);

export const loginScenario = (login: { account: string; password: string }) =>
  call('login (password)', '/api/user/login', [login]);
