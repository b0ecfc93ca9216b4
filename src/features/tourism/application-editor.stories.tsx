import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TourismApplicationEditor } from './application-editor';
import { FIELDS } from './fixtures';

/** The editor with its fields kept as the page keeps them. */
function Editor({ filled, busy = false }: { filled: boolean; busy?: boolean }) {
  const [fields, setFields] = useState<Record<string, unknown>>(() => (filled ? FIELDS : {}));
  return (
    <TourismApplicationEditor
      fields={fields}
      onChange={setFields}
      busy={busy}
      submitCaption={filled ? 'Сохранить изменения' : 'Подать заявление'}
      onSubmit={() => undefined}
      onCancel={() => undefined}
    />
  );
}

const meta: Meta<typeof Editor> = {
  title: 'Заявления туроператоров/Форма заявления',
  component: Editor,
  args: { filled: false },
};
export default meta;
type Story = StoryObj<typeof Editor>;

/** A new application: «Подать заявление» shows the form's own errors. */
export const Empty: Story = {};
/** A sent request being changed. */
export const Filled: Story = { args: { filled: true } };
/** Sending: the button waits, the fields keep what was typed. */
export const Sending: Story = { args: { filled: true, busy: true } };
