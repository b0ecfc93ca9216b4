import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { JoinForm, type JoinValues } from './join-form';
import { FORM, SERVICES } from './programme-fixtures';

function Stateful(props: { values: JoinValues; refusal?: string[]; loading?: boolean }) {
  const [values, setValues] = useState(props.values);
  return (
    <JoinForm
      form={FORM}
      services={props.loading ? undefined : SERVICES}
      values={values}
      onChange={setValues}
      refusal={props.refusal}
      onSubmit={() => undefined}
    />
  );
}

const meta: Meta<typeof Stateful> = {
  title: 'Активное долголетие/Заявка на участие',
  component: Stateful,
  args: { values: { recipient: '1', serviceIds: [43, 44], phone: '+7 (922) 051-12-34', comment: '' } },
};
export default meta;
type Story = StoryObj<typeof Stateful>;

/** Preselected: the classes she has not asked for yet; gymnastics is already under consideration. */
export const Preselected: Story = {};
/** The participant's classes are loading. */
export const Loading: Story = { args: { loading: true } };
/** The server refused the last send: the typed values stay. */
export const Refused: Story = {
  args: {
    refusal: [
      'Заявление на эти услуги для этого получателя уже подано (№ ЗГ-2026/000013) и ещё не рассмотрено. Дождитесь решения или отзовите его.',
    ],
  },
};
