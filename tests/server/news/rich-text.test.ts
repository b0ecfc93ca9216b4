import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../server/news/rich-text.ts';
import {
  checkNewsCard,
  isRichText,
  plainTextToHtml,
  richTextExcerpt,
  richTextToPlain,
  RICH_TEXT_LINK_REL,
} from '../../../common/rich-text.ts';
import { validationMessages } from '../../../common/validation/messages.ts';

const link = (href: string, text: string) =>
  `<a href="${href}" target="_blank" rel="${RICH_TEXT_LINK_REL}">${text}</a>`;

describe('rich-text sanitiser (DOMPurify over jsdom with the portal policy)', () => {
  // Known XSS vectors (OWASP XSS filter evasion cheat sheet, DOMPurify's own test cases): nothing that runs survives.
  const vectors: Array<[string, string, string]> = [
    ['script element', '<p>Текст</p><script>alert(1)</script>', '<p>Текст</p>'],
    ['script in mixed case', '<SCRIPT SRC=//xss.example/x.js></SCRIPT><p>a</p>', '<p>a</p>'],
    ['img onerror', '<img src=x onerror=alert(1)><p>a</p>', '<p>a</p>'],
    ['svg onload', '<svg onload=alert(1)><p>a</p></svg>', '<p>a</p>'],
    ['event handler on an allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">a</p>', '<p>a</p>'],
    ['style and class attributes', '<p style="background:url(javascript:alert(1))" class="x" id="y">a</p>', '<p>a</p>'],
    ['javascript: link', '<p><a href="javascript:alert(1)">a</a></p>', '<p>a</p>'],
    [
      'javascript: link with entities and spaces',
      '<p><a href="&#106;avascript&#58;alert(1)">a</a><a href=" jAvAsCrIpT:alert(1)">b</a></p>',
      '<p>ab</p>',
    ],
    ['data: link', '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a></p>', '<p>a</p>'],
    ['vbscript: link', '<p><a href="vbscript:msgbox(1)">a</a></p>', '<p>a</p>'],
    ['relative link', '<p><a href="/admin">a</a></p>', '<p>a</p>'],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>a</p>', '<p>a</p>'],
    [
      'form with a button',
      '<form action="https://evil.example"><button formaction="javascript:alert(1)">a</button></form>',
      'a',
    ],
    ['style element', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>a</p>', '<p>a</p>'],
    ['mXSS through noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
    ['template', '<template><script>alert(1)</script></template><p>a</p>', '<p>a</p>'],
    ['math namespace confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    [
      'a link that sets its own target and opener',
      '<p><a href="https://gosuslugi.ru" target="_self" rel="opener" onclick="x()">Госуслуги</a></p>',
      `<p>${link('https://gosuslugi.ru', 'Госуслуги')}</p>`,
    ],
  ];
  it.each(vectors)('removes what could run: %s', (_name, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('keeps every allowed tag and http, https and mailto links with rel and target forced', () => {
    const html =
      '<h2>Заголовок</h2><h3>Подзаголовок</h3><p><strong>Жирный</strong> и <em>курсив</em><br>строка</p>' +
      '<ul><li>один</li></ul><ol><li>два</li></ol><blockquote>цитата</blockquote>' +
      `<p>${link('http://yanao.ru/', 'сайт')} ${link('https://gosuslugi.ru/', 'портал')} ${link('mailto:info@yanao.ru', 'почта')}</p>`;
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops tags outside the list but keeps their words', () => {
    expect(sanitizeRichText('<h1>Большой</h1><div><span>текст</span> <u>подчёркнут</u> <code>код</code></div>')).toBe(
      'Большойтекст подчёркнут код',
    );
  });
});

describe('rich-text helpers', () => {
  it('turns older plain text into escaped paragraphs', () => {
    expect(plainTextToHtml('Первый <b>абзац</b>\n\nВторой & «третий»\nстрока')).toBe(
      '<p>Первый &lt;b&gt;абзац&lt;/b&gt;</p><p>Второй &amp; «третий»<br>строка</p>',
    );
    expect(isRichText('Просто текст с 3 < 5')).toBe(false);
    expect(isRichText('<p>Текст</p>')).toBe(true);
  });

  it('gives the words of content for excerpts and the emptiness check', () => {
    expect(
      richTextToPlain('<h2>Кому</h2><p>Семьям &amp; детям&nbsp;до 3 лет</p><ul><li>один</li><li>два</li></ul>'),
    ).toBe('Кому Семьям & детям до 3 лет один два');
    expect(richTextToPlain('<p> </p><p><br></p>')).toBe('');
    expect(richTextExcerpt(`<p>${'слово '.repeat(100)}</p>`, 50)).toMatch(/^(слово ){6,}?слово…$/);
  });

  it('checks a card with the spec messages', () => {
    expect(checkNewsCard({ title: 'Заголовок', content: '<p>Текст</p>' })).toEqual({});
    expect(checkNewsCard({ title: ' ', content: '<p></p>' })).toEqual({
      title: validationMessages.required,
      content: validationMessages.required,
    });
    expect(checkNewsCard({ title: 'я'.repeat(301), content: `<p>${'я'.repeat(20_000)}</p>` })).toEqual({
      title: validationMessages.maxLength(300),
      content: validationMessages.maxLength(20_000),
    });
  });
});
