// The line a page read from the worker's copy opens with (docs/decisions.md, "Low data and
// offline (issue 32)"): the copy is from <time>, and changes need a connection. Written into the
// kept HTML as the worker hands it out, in the page's own language and direction, before the app's
// root so that the app, should it start, finds its server-drawn content untouched.
import { offlineLanguage, savedCopyLine } from './offline-texts';

/** The line's id: a test and the page's own styles find it by it. */
export const OFFLINE_COPY_ID = 'rowad-offline-copy';

const LINE_STYLE = [
  'margin:0',
  'padding:10px 16px',
  'background:#fff4d6',
  'color:#4a3800',
  'border-bottom:1px solid #e5cf8f',
  'font:15px/1.5 system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif',
  'text-align:center',
].join(';');

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The page's language, from its `<html lang>`: the server drew it in the reader's. */
export function pageLanguage(html: string): 'en' | 'ar' {
  const match = /<html[^>]*\slang="([^"]*)"/i.exec(html);
  return offlineLanguage(match?.[1]);
}

/** The kept page with its offline line; a page with no `<body>` is handed out as it is. */
export function markOfflineCopy(html: string, saved: Date): string {
  if (html.includes(`id="${OFFLINE_COPY_ID}"`)) return html;
  const body = /<body[^>]*>/i.exec(html);
  if (!body) return html;
  const language = pageLanguage(html);
  const line =
    `<p id="${OFFLINE_COPY_ID}" role="status" lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"` +
    ` style='${LINE_STYLE}'>${escapeHtml(savedCopyLine(saved, language))}</p>`;
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}${line}${html.slice(at)}`;
}
