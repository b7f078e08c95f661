import { FIRST_ANSWERS_ELEMENT_ID } from '@rowad/shared/first-load';

/** An API answer the server wrote into the page for a call the first screen makes. */
export interface FirstAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

let answers: Map<string, FirstAnswer> | undefined;
// On the server there is no network: a call the page's answers do not cover fails at once.
let answersOnly = false;

function readAnswers(): Map<string, FirstAnswer> {
  const found = new Map<string, FirstAnswer>();
  if (typeof document === 'undefined') return found;
  const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return found;
  try {
    const parsed = JSON.parse(element.textContent) as Record<string, FirstAnswer>;
    for (const [key, answer] of Object.entries(parsed)) found.set(key, answer);
  } catch {
    // A broken block only costs the round trips it would have saved.
  }
  return found;
}

/**
 * The answer the server gave with the page for this call (`callKey`), once: the first screen
 * shows without waiting for the API, and any later ask (a refresh, a retry) goes to the network.
 */
export function takeFirstAnswer(key: string): FirstAnswer | undefined {
  answers ??= readAnswers();
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}

/**
 * The server's first render of a page (shell/src/server-render): these answers, and nothing else,
 * serve its calls; `undefined` ends it, and the page's block is read again.
 */
export function serveOnlyFirstAnswers(given: Record<string, FirstAnswer> | undefined): void {
  answers = given === undefined ? undefined : new Map(Object.entries(given));
  answersOnly = given !== undefined;
}

/** True while the server renders a page: a call without its first answer must not reach the network. */
export function onlyFirstAnswers(): boolean {
  return answersOnly;
}

/**
 * The app took over a page the server drew, from the data it was drawn from: the page's answers
 * are in the cache already, and a later ask for the same call (a refresh) goes to the network.
 */
export function dropFirstAnswers(): void {
  answers = new Map();
}

/** Tests: forget what was read, so the next call reads the page again. */
export function forgetFirstAnswers(): void {
  answers = undefined;
}
