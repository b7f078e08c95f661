import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { getApiClient } from '@rowad/shared/api-client';

/**
 * A stand-in for the API server in component and unit tests: the real shared client (its
 * interceptors, its error mapping) with a transport that answers from a table instead of the
 * network. Test-only: no app imports it.
 */

export interface FakeRequest {
  method: string;
  /** As the API sees it below /api, without the query. */
  url: string;
  query: Record<string, unknown>;
  /** The JSON body as parsed, or the FormData of an upload. */
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** `network` stands for no answer at all (offline, timeout). */
export type FakeReply = FakeAnswer | 'network';
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeApi {
  /** Answers every later `method url` call (exact path) with `reply`, or what `reply` returns. */
  on(method: string, url: string, reply: FakeReply | FakeHandler): FakeApi;
  /** Every call made, in order. */
  readonly requests: FakeRequest[];
  /** Gives the client its real transport back. */
  restore(): void;
}

function bodyOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** Puts the fake transport under the one shared client; unknown routes answer 404 NOT_FOUND. */
export async function installFakeApi(): Promise<FakeApi> {
  const client = await getApiClient();
  const original = client.defaults.adapter;
  const routes = new Map<string, FakeReply | FakeHandler>();
  const requests: FakeRequest[] = [];

  const adapter: AxiosAdapter = async (config) => {
    const [path = ''] = (config.url ?? '').split('?');
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: path,
      query: Object.fromEntries(
        Object.entries((config.params ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined),
      ),
      body: bodyOf(config.data),
      headers: AxiosHeaders.from(config.headers).toJSON() as Record<string, string>,
    };
    requests.push(request);
    const route = routes.get(`${request.method} ${path}`);
    const reply: FakeReply =
      route === undefined
        ? { status: 404, body: { code: 'NOT_FOUND', message: `No fake route for ${request.method} ${path}` } }
        : typeof route === 'function'
          ? await route(request)
          : route;
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      status: reply.status,
      statusText: '',
      data: reply.body,
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    if (config.validateStatus?.(reply.status) ?? (reply.status >= 200 && reply.status < 300)) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      undefined,
      response,
    );
  };
  client.defaults.adapter = adapter;

  const api: FakeApi = {
    on(method, url, reply) {
      routes.set(`${method.toUpperCase()} ${url}`, reply);
      return api;
    },
    requests,
    restore() {
      client.defaults.adapter = original;
    },
  };
  return api;
}
