// What a link preview (WhatsApp, Facebook, X, a search engine) reads in a page's <head>: the
// OpenGraph and Twitter tags of a project or an event, written by the server because crawlers
// run no JavaScript. Every value comes from users, so every value is escaped, and loses the
// bidirectional controls a text stored before they were refused may hold (issue 28, low 5).

import { withoutBidiControls } from '@rowad/shared/schemas';

export const SITE_NAME = 'Rowad';

/** What a shared page says about itself. */
export interface SharedPage {
  title: string;
  description: string;
  /** The page's canonical address, absolute. */
  url: string;
  /** An absolute picture address, when the item has one. */
  image?: { url: string; width: number; alt: string };
  type: 'website' | 'article';
}

const DESCRIPTION_MAX = 200;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** One line of at most `max` characters, cut at a word boundary with an ellipsis. */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?،-]+$/, '')}…`;
}

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(withoutBidiControls(value))}">`;

/** The <head> lines of a shared page: title, description, canonical link, OpenGraph and Twitter. */
export function shareHead(page: SharedPage): string {
  const title = `${page.title} · ${SITE_NAME}`;
  const lines = [
    `<title>${escapeHtml(withoutBidiControls(title))}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(page.url)}">`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.url),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  ];
  if (page.image) {
    lines.push(
      meta('property', 'og:image', page.image.url),
      meta('property', 'og:image:width', String(page.image.width)),
      meta('property', 'og:image:alt', page.image.alt),
      meta('name', 'twitter:image', page.image.url),
    );
  }
  return lines.join('');
}

// The tags of the page template that a shared page replaces with its own.
const TEMPLATE_TAGS = [
  /<title>[^<]*<\/title>/g,
  /<meta\s+name="description"[^>]*>/g,
  /<meta\s+property="og:[^"]*"[^>]*>/g,
  /<meta\s+name="twitter:[^"]*"[^>]*>/g,
  /<link\s+rel="canonical"[^>]*>/g,
];

/** `head` added at the end of the page's <head>. */
export function insertIntoHead(html: string, head: string): string {
  const at = html.indexOf('</head>');
  return at === -1 ? `${head}${html}` : `${html.slice(0, at)}${head}${html.slice(at)}`;
}

/** The app's page with the item's own tags in place of the template's generic ones. */
export function withShareHead(html: string, head: string): string {
  return insertIntoHead(
    TEMPLATE_TAGS.reduce((page, tag) => page.replace(tag, ''), html),
    head,
  );
}
