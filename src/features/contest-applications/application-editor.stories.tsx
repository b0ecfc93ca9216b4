import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApplicationEditor, applicationValues } from './application-editor';
import { SUBMITTED } from './fixtures';

/** The editor with its values kept as the page keeps them. */
function Editor({ filled, busy = false }: { filled: boolean; busy?: boolean }) {
  const [values, setValues] = useState(() => applicationValues(filled ? { ...SUBMITTED, status: 1 } : null));
  return <ApplicationEditor values={values} onChange={setValues} busy={busy} onSave={() => undefined} />;
}

const meta: Meta<typeof Editor> = {
  title: 'Заявки на конкурс/Форма заявки',
  component: Editor,
  args: { filled: false },
};
export default meta;
type Story = StoryObj<typeof Editor>;

/** A new application: «Сохранить черновик» shows the form's own errors. */
export const Empty: Story = {};
/** A draft being edited. */
export const Draft: Story = { args: { filled: true } };
/** Saving: the button waits, the fields keep what was typed. */
export const Saving: Story = { args: { filled: true, busy: true } };
