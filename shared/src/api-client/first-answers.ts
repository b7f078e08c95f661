import { FIRST_ANSWERS_ELEMENT_ID } from '@rowad/shared/first-load';

/** An API answer the server wrote into the page for a call the first screen makes. */
export interface FirstAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

let answers: Map<string, FirstAnswer> | undefined;

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

/** Tests: forget what was read, so the next call reads the page again. */
export function forgetFirstAnswers(): void {
  answers = undefined;
}
