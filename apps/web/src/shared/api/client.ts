import type { Call, CallData, CallRequest } from '@vce/contract/call';
import { Code, type Envelope } from '@vce/contract/codes';
import { limits } from '@vce/contract/limits';

/** What the client does to the page when a call is refused (spec 000 §8). */
export interface ApiEffects {
  closeMessages(): void;
  showError(message: string): void;
  clearToken(): void;
  openLogin(mode: 2 | 6): void;
  goTo(path: string): void;
  /** A refusal for lack of rights (4004) carries the permission tip to show instead of a message. */
  showPermissionTip(tip: unknown): void;
}

/** The base URL of each host of spec 000 §7; all default to the page's own origin. */
export interface ApiHosts {
  main: string;
  tradingData: string;
  gm: string;
  assistant: string;
}

export interface CallOptions {
  /** Do not show the server's message on failure (the vote call, statistics). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Let the request outlive the page (a lesson's position saved as the learner leaves). */
  keepalive?: boolean;
}

/** A call the server refused: the envelope's code and message. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The network failed or the answer was not an envelope: logged only, never shown. */
export class ApiTransportError extends Error {}

export function hostFor(path: string, hosts: ApiHosts): string {
  if (path.includes('/javactp/')) return hosts.tradingData;
  if (path.includes('/vce_gm/')) return hosts.gm;
  if (path.startsWith('/asst/')) return hosts.assistant;
  return hosts.main;
}

export function createApiClient(deps: {
  fetch: typeof fetch;
  getToken: () => string;
  hosts: ApiHosts;
  effects: ApiEffects;
  log?: (message: string, error: unknown) => void;
}) {
  const log = deps.log ?? ((message, error) => console.warn(message, error));

  function handleRefusal(envelope: Envelope, options: CallOptions) {
    const { effects } = deps;
    switch (envelope.code) {
      case Code.NEED_LOGIN:
        effects.closeMessages();
        effects.showError(envelope.msg);
        effects.clearToken();
        effects.openLogin(2);
        break;
      case Code.NEED_BIND_PHONE:
        effects.showError(envelope.msg);
        effects.openLogin(6);
        break;
      case Code.NEED_PRIVILEGE:
        effects.showPermissionTip(envelope.data);
        break;
      case Code.LIVE_REFUSED:
        effects.showError(envelope.msg);
        // The page says why: the refusal travels in its address.
        setTimeout(
          () => effects.goTo(`/liveReject?reason=${encodeURIComponent(envelope.msg)}`),
          limits.liveRejectRedirectDelayMs,
        );
        break;
      default:
        if (!options.silent) effects.showError(envelope.msg);
    }
    throw new ApiError(envelope.code, envelope.msg);
  }

  const urlOf = (definition: Call) => hostFor(definition.path, deps.hosts) + definition.path;
  const headers = () => ({ token: deps.getToken(), platform: 'pc', 'channel-name': 'pc' });

  /** An envelope read by other means (an upload): its data and message, or the shared refusal handling. */
  function accept<C extends Call>(envelope: Envelope, options: CallOptions = {}): { data: CallData<C>; msg: string } {
    if (envelope.code !== Code.SUCCESS) handleRefusal(envelope, options);
    return { data: envelope.data as CallData<C>, msg: envelope.msg };
  }

  /** POSTs one call of the contract and answers its data and message; refusals are handled, then thrown. */
  async function request<C extends Call>(
    definition: C,
    body?: CallRequest<C>,
    options: CallOptions = {},
  ): Promise<{ data: CallData<C>; msg: string }> {
    let envelope: Envelope;
    try {
      const response = await deps.fetch(urlOf(definition), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers() },
        body: JSON.stringify(body ?? {}),
        signal: options.signal,
        keepalive: options.keepalive,
      });
      envelope = (await response.json()) as Envelope;
      if (typeof envelope?.code !== 'number') throw new Error(`not an envelope (HTTP ${response.status})`);
    } catch (error) {
      log(`request failed: ${definition.path}`, error);
      throw new ApiTransportError(error instanceof Error ? error.message : String(error));
    }
    return accept<C>(envelope, options);
  }

  /** The data of a call, for the many calls whose success message nobody shows. */
  const call = async <C extends Call>(definition: C, body?: CallRequest<C>, options?: CallOptions) =>
    (await request(definition, body, options)).data;

  return { call, request, accept, urlOf, headers, log };
}

export type ApiClient = ReturnType<typeof createApiClient>;
