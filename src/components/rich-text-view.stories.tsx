import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichTextView } from './rich-text-view';

const meta: Meta<typeof RichTextView> = {
  title: 'Общие/Текст публикации',
  component: RichTextView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;

/** Every element the editor writes. */
export const Formatted: StoryObj<typeof RichTextView> = {
  args: {
    content:
      '<p>Семьи, в которых родился третий ребёнок, получают окружной капитал — <strong>350 000 рублей</strong>.</p>' +
      '<h2>На что направить средства</h2><ul><li>улучшение жилищных условий;</li><li>образование детей.</li></ul>' +
      '<h3>Как подать заявление</h3><ol><li>Соберите документы.</li><li>Подайте заявление на портале.</li></ol>' +
      '<blockquote>Проживание в «доме ожидания» — бесплатно.</blockquote>' +
      '<p>Подробнее — на сайте <a href="https://www.yanao.ru/">правительства округа</a> или по адресу <em>info@yanao.ru</em>.</p>',
  },
};

/** A card from before the editor: plain paragraphs. */
export const PlainText: StoryObj<typeof RichTextView> = {
  args: {
    content:
      'Семьи с доходом ниже прожиточного минимума могут получать единое пособие.\n\nЗаявление подаётся один раз в год.',
  },
};

/** Whatever the server holds, a script, a handler or a javascript: link never reaches the page. */
export const HostileContent: StoryObj<typeof RichTextView> = {
  args: {
    content:
      '<p onclick=alert(1)>Текст<script>alert(1)</script><img src=x onerror=alert(1)></p><p><a href=javascript:alert(1)>ссылка без адреса</a></p>',
  },
};
