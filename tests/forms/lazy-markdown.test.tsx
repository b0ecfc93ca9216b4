// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '@/forms/lazy-markdown';

describe('markdown loaded on first use', () => {
  it('shows the plain text at once and the rendered markdown once the parser is there', async () => {
    const { container } = render(
      <Markdown options={{ disableParsingRawHTML: true }}>{'Поле **обязательно**'}</Markdown>,
    );
    expect(container).toHaveTextContent('Поле **обязательно**');
    expect((await screen.findByText('обязательно')).tagName).toBe('STRONG');
  });
});
