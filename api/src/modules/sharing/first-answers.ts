import { callKey, FIRST_ANSWERS_ELEMENT_ID, PICTURE_SIZES, type FirstCall } from '@rowad/shared/first-load';
import { firstCallsOf } from '@rowad/shared/page-match';
import { escapeHtml } from './share-tags.js';

/** An API answer as the page carries it (the client's `exchange` reads it instead of the network). */
export interface CarriedAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Asks the API itself, in-process, for a GET below /api; undefined when it does not answer 200. */
export type AskApi = (urlWithQuery: string) => Promise<CarriedAnswer | undefined>;

// The headers a list's client reads (docs/architecture.md "List calls").
export const CARRIED_HEADERS = ['x-total-count', 'link'];

interface Picture {
  isCover: boolean;
  variants: { width: number; url: string }[];
}

function pictureOf(call: FirstCall, body: unknown): Picture | undefined {
  if (!call.picture) return undefined;
  const item = (call.picture.of === 'firstItem' ? (Array.isArray(body) ? body[0] : undefined) : body) as
    { images?: Picture[] } | undefined;
  const images = item?.images ?? [];
  return call.picture.start === 'cover' ? (images.find((image) => image.isCover) ?? images[0]) : images[0];
}

function preloadPicture(picture: Picture, sizes: string): string {
  const srcset = [...picture.variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
  return `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}">`;
}

/** What a public page's first screen needs: the answers of its first calls and its first picture. */
export interface FirstLoad {
  /** By `callKey`: what the client's `exchange` takes instead of asking the network. */
  answers: Record<string, CarriedAnswer>;
  /** A `<link rel="preload">` of the first picture the page shows, or ''. */
  preload: string;
}

/** Asks the API, in-process, the calls the page at `pathname` makes at once (none for most pages). */
export async function firstLoad(ask: AskApi, pathname: string, search: string): Promise<FirstLoad> {
  const answers: Record<string, CarriedAnswer> = {};
  let preload = '';
  for (const call of firstCallsOf(pathname, search)) {
    const query = new URLSearchParams(
      Object.entries(call.query)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, String(value)] as [string, string]),
    ).toString();
    const answer = await ask(`/api${call.url}${query ? `?${query}` : ''}`);
    if (!answer) continue;
    answers[callKey('GET', call.url, call.query)] = answer;
    const picture = pictureOf(call, answer.body);
    if (!preload && picture && picture.variants.length > 0 && call.picture) {
      preload = preloadPicture(picture, PICTURE_SIZES[call.picture.sizes]);
    }
  }
  return { answers, preload };
}

/**
 * The answers as a JSON data block, for the browser to draw the page itself: it shows without an
 * API round trip. A page the server drew carries it too, for a browser that draws the page anew
 * (someone signed in, another language); '' when there is none.
 */
export function firstAnswersBlock(answers: FirstLoad['answers']): string {
  if (Object.keys(answers).length === 0) return '';
  // `<` escaped so no value can close the block; the block is data, never run (CSP allows it).
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`;
}

/**
 * The first load written into the page's head: the answers' block and the picture's preload (so
 * it starts downloading with the page).
 */
export function firstLoadHead({ answers, preload }: FirstLoad): string {
  const block = firstAnswersBlock(answers);
  return block ? `${preload}${block}` : '';
}
