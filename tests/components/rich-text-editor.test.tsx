// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Editor } from '@tiptap/react';
import RichTextEditor from '@/components/rich-text-editor/rich-text-editor';

/** The TipTap editor behind the editable area (TipTap keeps it on its element). */
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

describe('the news card editor', () => {
  it('shows the value and sends what is typed as HTML', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor id="text" label="Текст" value="<p>Приём заявок</p>" onChange={onChange} />);
    const area = await screen.findByRole('textbox', { name: 'Текст' });
    expect(area.innerHTML).toContain('Приём заявок');
    act(() => {
      editorOf(area).commands.insertContent(' до 1 марта');
    });
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('до 1 марта'));
  });

  it('takes a value set from outside, and never reads an editor TipTap has already destroyed', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichTextEditor id="text" label="Текст" value="<p>Первый</p>" onChange={onChange} />);
    const area = await screen.findByRole('textbox', { name: 'Текст' });
    rerender(<RichTextEditor id="text" label="Текст" value="<p>Второй</p>" onChange={onChange} />);
    expect(area.innerHTML).toContain('Второй');
    // As when a dialog's content leaves the page and comes back: the old editor is destroyed
    // before React runs the effect again with it. Reading it would throw and take the page down.
    act(() => editorOf(area).destroy());
    expect(() =>
      rerender(<RichTextEditor id="text" label="Текст" value="<p>Третий</p>" onChange={onChange} />),
    ).not.toThrow();
  });
});
