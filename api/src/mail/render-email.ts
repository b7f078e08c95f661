export type EmailLanguage = 'en' | 'ar';

export interface EmailContent {
  language: EmailLanguage;
  heading: string;
  paragraphs: string[];
  /** A link the reader follows (activate, reset): shown as a button and as the raw address. */
  action?: { label: string; url: string };
  /** A code the reader types into the site, shown large. */
  code?: string;
  /** Replaces the standard closing line. */
  footer?: string;
}

export interface RenderedEmail {
  text: string;
  html: string;
}

interface LanguageTexts {
  brand: string;
  dir: 'ltr' | 'rtl';
  copyLink: string;
  footer: string;
}

const TEXTS: Record<EmailLanguage, LanguageTexts> = {
  en: {
    brand: 'Rowad',
    dir: 'ltr',
    copyLink: 'If the button does not work, copy this address into your browser:',
    footer: 'This e-mail was sent by Rowad. If you did not expect it, you can ignore it.',
  },
  ar: {
    brand: 'رواد',
    dir: 'rtl',
    copyLink: 'إذا لم يعمل الزر، انسخ هذا العنوان إلى متصفحك:',
    footer: 'أُرسلت هذه الرسالة من رواد. إذا لم تكن تتوقعها فيمكنك تجاهلها.',
  },
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe both between tags and inside a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function assertWebUrl(url: string): void {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new TypeError(`Not an absolute URL for an e-mail link: ${url}`);
  }
  // Escaping keeps a URL inside its attribute, but a javascript: or data: link would still run when clicked.
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new TypeError(`E-mail links must be http(s) URLs, not ${protocol}`);
  }
}

const FONT = "-apple-system,'Segoe UI',Tahoma,Arial,sans-serif";
const INK = '#1f2937';
const MUTED = '#4b5563';
// Teal 700: white text on it passes WCAG AA (5.5:1), and it reads as the same brand in both directions.
const BRAND = '#0f766e';

function renderHtml(content: EmailContent, texts: LanguageTexts): string {
  const align = texts.dir === 'rtl' ? 'right' : 'left';
  const paragraphs = content.paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${INK};">${escapeHtml(paragraph)}</p>`,
    )
    .join('\n');

  // Digits and addresses always read left to right, even inside an Arabic mail.
  const code =
    content.code === undefined
      ? ''
      : `<p dir="ltr" style="margin:24px 0;padding:16px;background:#f3f4f6;border-radius:8px;text-align:center;font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:8px;color:${INK};">${escapeHtml(content.code)}</p>`;

  const action =
    content.action === undefined
      ? ''
      : `<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;background:${BRAND};border-radius:6px;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 8px;font-size:14px;line-height:1.5;color:${MUTED};">${escapeHtml(texts.copyLink)}</p>
<p dir="ltr" style="margin:0 0 16px;font-size:14px;line-height:1.5;text-align:left;word-break:break-all;"><a href="${escapeHtml(content.action.url)}" style="color:${BRAND};">${escapeHtml(content.action.url)}</a></p>`;

  const footer = escapeHtml(content.footer ?? texts.footer);

  return `<!doctype html>
<html lang="${content.language}" dir="${texts.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:#f9fafb;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f9fafb;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${texts.dir}" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:${FONT};text-align:${align};">
<tr><td style="padding:20px 32px;border-bottom:3px solid ${BRAND};font-size:22px;font-weight:bold;color:${BRAND};">${escapeHtml(texts.brand)}</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 24px;font-size:22px;line-height:1.3;color:${INK};">${escapeHtml(content.heading)}</h1>
${paragraphs}
${code}
${action}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb;font-size:13px;line-height:1.5;color:${MUTED};">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(content: EmailContent, texts: LanguageTexts): string {
  const blocks = [content.heading, ...content.paragraphs];
  if (content.code !== undefined) blocks.push(content.code);
  if (content.action !== undefined) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(`-- \n${content.footer ?? texts.footer}`);
  return `${blocks.join('\n\n')}\n`;
}

/**
 * A transactional mail (activation, password reset, review outcome) as the text and HTML parts of
 * one message. Every value is treated as untrusted text: names and project titles end up in here.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  if (content.action !== undefined) assertWebUrl(content.action.url);
  const texts = TEXTS[content.language];
  return { text: renderText(content, texts), html: renderHtml(content, texts) };
}
