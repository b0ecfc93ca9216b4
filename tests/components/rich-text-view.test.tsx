// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextView, safeRichText } from '@/components/rich-text-view';
import { RICH_TEXT_LINK_REL } from '@common/rich-text';

describe('card content in the browser', () => {
  it('sanitises again whatever the server sent: no script, handler or javascript: link reaches the page', () => {
    const { container } = render(
      <RichTextView
        content={
          '<p onclick="alert(1)">Текст<script>alert(1)</script><img src=x onerror=alert(1)></p><p><a href="javascript:alert(1)">ссылка</a> <a href="https://gosuslugi.ru">Госуслуги</a></p>'
        }
      />,
    );
    expect(container.querySelectorAll('script, img, [onclick], [onerror]')).toHaveLength(0);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('https://gosuslugi.ru');
    expect(links[0].getAttribute('target')).toBe('_blank');
    expect(links[0].getAttribute('rel')).toBe(RICH_TEXT_LINK_REL);
    expect(container.textContent).toBe('Текстссылка Госуслуги');
  });

  it('shows older plain-text cards as escaped paragraphs', () => {
    expect(safeRichText('Первый <b>абзац</b>\n\nВторой')).toBe('<p>Первый &lt;b&gt;абзац&lt;/b&gt;</p><p>Второй</p>');
    const { container } = render(<RichTextView content={'Школа будущих мам.\n\nЗанятия бесплатные.'} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Школа будущих мам.',
      'Занятия бесплатные.',
    ]);
  });
});
