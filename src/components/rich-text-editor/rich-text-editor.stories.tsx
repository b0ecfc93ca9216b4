import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { RichTextEditor, type RichTextEditorProps } from './index';

/** The editor with its value kept by the story, the HTML it writes shown under it. */
function Controlled(props: Omit<RichTextEditorProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 760 }}>
      <RichTextEditor {...props} value={value} onChange={setValue} />
      <Typography variant="caption" component="pre" sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
        {value}
      </Typography>
    </div>
  );
}

const meta: Meta<typeof Controlled> = {
  title: 'Общие/Редактор текста публикации',
  component: Controlled,
};
export default meta;

export const Empty: StoryObj<typeof Controlled> = {
  args: { id: 'story-editor', label: 'Текст публикации', value: '' },
};

export const WithContent: StoryObj<typeof Controlled> = {
  args: {
    id: 'story-editor-filled',
    label: 'Текст публикации',
    value:
      '<p>Семьи получают <strong>350 000 рублей</strong>.</p><h2>Как получить</h2><ul><li>Подайте заявление</li></ul><p><a href="https://www.yanao.ru/">Сайт округа</a></p>',
  },
};

export const WithError: StoryObj<typeof Controlled> = {
  args: {
    id: 'story-editor-error',
    label: 'Текст публикации',
    value: '',
    error: true,
    helperText: 'Обязательное поле',
  },
};
