import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CommentField, FilingForm, PhoneField } from './filing-form';

const LABELS = { phone: 'Контактный телефон', comment: 'Комментарий' } as const;

/** A citizen's short filing form: the errors' summary, the contact phone, a comment, the send button. */
const meta = {
  title: 'Общие/Форма заявления',
  component: FilingForm<keyof typeof LABELS>,
  args: {
    ids: 'filing',
    label: 'Заявление',
    labels: LABELS,
    errors: {},
    onSubmit: fn(),
    children: (
      <>
        <PhoneField
          id="filing-phone"
          label={LABELS.phone}
          value="+7 (922) 051-12-34"
          onChange={fn()}
          hint="Специалист позвонит, если понадобятся уточнения"
        />
        <CommentField
          id="filing-comment"
          label={LABELS.comment}
          value="Нужна помощь по дому после выписки"
          onChange={fn()}
          hint="Опишите, какая помощь нужна"
          max={2000}
        />
      </>
    ),
  },
} satisfies Meta<typeof FilingForm<keyof typeof LABELS>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Filled in, nothing wrong. */
export const Filled: Story = {};

/** Sent with a bad phone: the summary links to the field, the field says why. */
export const WithErrors: Story = {
  args: {
    errors: { phone: 'Неверный формат номера телефона' },
    children: (
      <PhoneField
        id="filing-phone"
        label={LABELS.phone}
        value="12"
        onChange={fn()}
        error="Неверный формат номера телефона"
        hint="Специалист позвонит, если понадобятся уточнения"
      />
    ),
  },
};

/** While it is being sent the button waits. */
export const Sending: Story = { args: { busy: true, submitCaption: 'Отправить заявку' } };
