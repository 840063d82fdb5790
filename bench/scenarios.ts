/** One request the benchmark repeats against our server and against the baseline. */
export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** The headers the web client sends with every call (spec 000 §7), as a guest. */
const clientHeaders = { 'content-type': 'application/json', token: '', platform: 'pc', 'channel-name': 'pc' };

/** Add a scenario here to measure another call; each one runs against both servers. */
export const scenarios: Scenario[] = [
  { name: 'init', method: 'POST', path: '/api/common/init', body: '{}', headers: clientHeaders },
  { name: 'symbol_list', method: 'POST', path: '/vce_gm/v1/symbol_list', body: '{}', headers: clientHeaders },
];
