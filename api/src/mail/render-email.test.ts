import { escapeHtml, renderEmail } from './render-email.js';

const ATTACK = '<script>alert("x")</script>';

function hrefs(html: string): string[] {
  const decode = (value: string) =>
    value
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => decode(match[1] ?? ''));
}

describe('renderEmail', () => {
  it('shows markup typed by users as text, never as HTML', () => {
    const { html } = renderEmail({
      language: 'en',
      heading: `Welcome ${ATTACK}`,
      paragraphs: [`Your project "${ATTACK}" was approved & is public.`],
      action: { label: `Open ${ATTACK}`, url: 'https://rowad.example/projects/7' },
      code: ATTACK,
      footer: ATTACK,
    });

    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(
      'Your project &quot;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&quot; was approved &amp; is public.',
    );
    expect(html).toContain(
      '<h1 style="margin:0 0 24px;font-size:22px;line-height:1.3;color:#1f2937;">Welcome &lt;script&gt;',
    );
  });

  it('keeps a hostile URL inside its href attribute, unchanged', () => {
    const url = `https://rowad.example/reset?next="><script>alert(1)</script>&x='y'`;

    const { html } = renderEmail({
      language: 'en',
      heading: 'Reset your password',
      paragraphs: ['Follow the link.'],
      action: { label: 'Reset password', url },
    });

    expect(html).not.toMatch(/<script/i);
    // Both the button and the copyable address point at exactly the given URL.
    expect(hrefs(html)).toEqual([url, url]);
  });

  it('refuses a link that would run script when clicked', () => {
    expect(() =>
      renderEmail({
        language: 'en',
        heading: 'Hi',
        paragraphs: [],
        action: { label: 'Click', url: 'javascript:alert(1)' },
      }),
    ).toThrow(/http/);
  });

  it('lays out an Arabic mail right to left, with the Arabic brand and closing line', () => {
    const { html, text } = renderEmail({
      language: 'ar',
      heading: 'فعّل حسابك',
      paragraphs: ['مرحبًا بك في رواد.'],
      code: '482913',
    });

    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain('رواد</td>');
    expect(html).toContain('مرحبًا بك في رواد.');
    // The digits of the code still read left to right.
    expect(html).toMatch(/<p dir="ltr"[^>]*>482913<\/p>/);
    expect(text).toContain('أُرسلت هذه الرسالة من رواد.');
  });

  it('lays out an English mail left to right', () => {
    const { html } = renderEmail({ language: 'en', heading: 'Hello', paragraphs: ['Hi.'] });

    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain('Rowad</td>');
    expect(html).toContain('<meta charset="utf-8">');
  });

  it('gives the text part the heading, the paragraphs, the code and the URL each on their own lines', () => {
    const { text } = renderEmail({
      language: 'en',
      heading: 'Your reset code',
      paragraphs: ['Someone asked to reset your password.', 'The code expires in 15 minutes.'],
      code: '042917',
      action: { label: 'Enter the code', url: 'https://rowad.example/forgot-password/code?email=a%40b.ps' },
      footer: 'Rowad, Hebron',
    });

    expect(text).toBe(
      [
        'Your reset code',
        '',
        'Someone asked to reset your password.',
        '',
        'The code expires in 15 minutes.',
        '',
        '042917',
        '',
        'Enter the code:',
        'https://rowad.example/forgot-password/code?email=a%40b.ps',
        '',
        '-- ',
        'Rowad, Hebron',
        '',
      ].join('\n'),
    );
  });

  it('loads nothing from elsewhere when the mail is opened', () => {
    const { html } = renderEmail({
      language: 'en',
      heading: 'Hello',
      paragraphs: ['Hi.'],
      action: { label: 'Go', url: 'https://rowad.example/' },
    });

    expect(html).not.toMatch(/<img|<link|@import|url\(|src=/i);
  });
});

describe('escapeHtml', () => {
  it('escapes every character that could open a tag or close an attribute', () => {
    expect(escapeHtml(`<a href='x' title="y">&amp;</a>`)).toBe(
      '&lt;a href=&#39;x&#39; title=&quot;y&quot;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});
