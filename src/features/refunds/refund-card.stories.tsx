import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefundCardView } from './refund-card';
import { refundValues } from './refund-editor';
import { PAID_CARD, RETURNED_CARD, SENT_FOR_DEPARTMENT } from './refund-fixtures';
import type { RefundCard } from './api';

/** The card with its form's values kept as a page keeps them. */
function Card({ card, busy }: { card: RefundCard; busy?: boolean }) {
  const [values, setValues] = useState(() => refundValues(card));
  return (
    <RefundCardView
      card={card}
      values={values}
      onChange={setValues}
      busy={busy}
      onStore={() => undefined}
      onAction={async () => true}
    />
  );
}

const meta: Meta<typeof Card> = {
  title: 'Заявления на компенсацию/Карточка',
  component: Card,
  args: { card: RETURNED_CARD },
};
export default meta;
type Story = StoryObj<typeof Card>;

/** Returned with the reason: the provider corrects it and sends it again. */
export const Returned: Story = {};
/** Storing: the button waits, the fields keep what was typed. */
export const Storing: Story = { args: { busy: true } };
/** Paid: read only, with the files. */
export const Paid: Story = { args: { card: PAID_CARD } };
/** The department decides on a sent request. */
export const ForTheDepartment: Story = { args: { card: SENT_FOR_DEPARTMENT } };
