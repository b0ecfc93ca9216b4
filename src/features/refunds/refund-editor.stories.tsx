import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefundEditor, refundValues, type RefundValues } from './refund-editor';
import { NEW_FORM } from './refund-fixtures';

function Editor({ initial }: { initial: RefundValues }) {
  const [values, setValues] = useState(initial);
  return (
    <RefundEditor
      values={values}
      onChange={setValues}
      choices={NEW_FORM.services}
      submitCaption="Сохранить черновик"
      onSubmit={() => undefined}
    />
  );
}

const meta: Meta<typeof Editor> = {
  title: 'Заявления на компенсацию/Форма заявления',
  component: Editor,
  args: { initial: refundValues(NEW_FORM) },
};
export default meta;
type Story = StoryObj<typeof Editor>;

/** A new request prefilled with the month's services and contracts. */
export const Prefilled: Story = {};
/** A month without rendered services: the provider adds them. */
export const Empty: Story = { args: { initial: { comment: '', services: [], documents: [], files: [] } } };
/** Typed wrong: pressing «Сохранить черновик» lists the errors. */
export const WithMistakes: Story = {
  args: {
    initial: {
      ...refundValues(NEW_FORM),
      services: refundValues(NEW_FORM).services.map((s) => ({ ...s, quantity: '0', recipients: 'два' })),
      documents: [{ kind: 'contract', number: '', date: '' }],
    },
  },
};
