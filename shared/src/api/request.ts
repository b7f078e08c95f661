import {
  ApiFailure,
  onlyFirstAnswers,
  sendRequest,
  takeFirstAnswer,
  toApiFailure,
} from '@rowad/shared/api-client';
import { callKey } from '@rowad/shared/first-load';
import { useAuthStore } from '@rowad/shared/session';

export interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  query?: object;
  body?: unknown;
  /** Lets a query stop a call nobody waits for any more. */
  signal?: AbortSignal;
  /** An upload's progress, 0 to 1 (multipart bodies). */
  onProgress?: (fraction: number) => void;
  /** Milliseconds before the call is given up, instead of the client's 15 s; 0 waits as long as it takes. */
  timeout?: number;
  /**
   * The answer differs for a signed-in user (the author's own hidden comment, issue 31): the
   * page's first answers are a guest's, so they serve only a guest.
   */
  personal?: boolean;
}

export interface Answer {
  status: number;
  data: unknown;
  headers: Record<string, unknown>;
}

/** Sends a call; any failure comes back as one ApiFailure. */
export async function exchange({
  method,
  url,
  query,
  body,
  signal,
  onProgress,
  timeout,
  personal = false,
}: Call): Promise<Answer> {
  // The first screen's calls were answered with the page (api/src/modules/sharing), for a guest.
  const guestAnswer = method === 'GET' && !(personal && useAuthStore.getState().token);
  const early = guestAnswer ? takeFirstAnswer(callKey(method, url, query)) : undefined;
  if (early) return { status: early.status, data: early.body, headers: early.headers };
  if (onlyFirstAnswers()) throw new ApiFailure('network', undefined, undefined, undefined, {});
  try {
    const response = await sendRequest({
      method,
      url,
      params: query,
      data: body,
      signal,
      ...(timeout === undefined ? {} : { timeout }),
      ...(onProgress
        ? {
            onUploadProgress: (event: { loaded: number; total?: number }) => {
              if (event.total) onProgress(Math.min(1, event.loaded / event.total));
            },
          }
        : {}),
    });
    // Header names are case-insensitive; the browser gives them lower-cased, so does this.
    const headers = Object.fromEntries(
      Object.entries(response.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value as unknown]),
    );
    return { status: response.status, data: response.data, headers };
  } catch (error) {
    throw toApiFailure(error);
  }
}

/**
 * The body of an answer, typed as its call declares it. The browser does not parse answers with
 * their schemas (that brought zod and every answer schema to every page, docs/decisions.md
 * "Performance (issue 29)"): the API writes each answer from its shared schema
 * (api/src/http/serializer.ts), and api/src/modules/answer-contract.test.ts parses the real
 * answers with those schemas. What is still refused is a body that is no JSON object or array
 * (a proxy's HTML page, an empty answer): `malformed-answer`, never a half-read value.
 */
export function bodyOf<T>(answer: Answer): T {
  if (typeof answer.data !== 'object' || answer.data === null) {
    throw new ApiFailure('malformed-answer', answer.status, undefined, undefined, {});
  }
  return answer.data as T;
}

/** A call and its answer's body (see `bodyOf`). */
export async function send<T>(call: Call): Promise<T> {
  return bodyOf<T>(await exchange(call));
}

/** A call whose success carries nothing the client reads (204, or a message not shown). */
export async function sendOnly(call: Call): Promise<void> {
  await exchange(call);
}

/** A path segment from an id: encoded, so a value can never reach another route. */
export const segment = (id: number | string): string => encodeURIComponent(String(id));
