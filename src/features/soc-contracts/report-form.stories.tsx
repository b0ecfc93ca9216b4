import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReportForm, type ReportFormProps, type ReportValues } from './report-form';
import { STORY_CARD } from './story-data';

/** The form with its own state, as the page keeps it. */
function Stateful(props: Omit<ReportFormProps, 'onChange'>) {
  const [values, setValues] = useState<ReportValues>(props.values);
  return <ReportForm {...props} values={values} onChange={setValues} />;
}

const meta: Meta<typeof Stateful> = {
  title: 'Социальные контракты/Форма отчёта',
  component: Stateful,
  args: {
    events: STORY_CARD.events.filter((e) => e.timing !== 'done'),
    values: { eventId: STORY_CARD.events[1].id, text: '', files: [] },
    onSubmit: fn(),
  },
};
export default meta;

export const New: StoryObj<typeof Stateful> = {};
/** A returned report being changed: its event is fixed. */
export const Changing: StoryObj<typeof Stateful> = {
  args: {
    eventFixed: true,
    values: {
      eventId: STORY_CARD.events[1].id,
      text: 'Прошёл первый модуль курсов',
      files: [
        { id: '00000000-0000-4000-8039-000000000001', uri: 'files/1', originalFileName: 'Справка об обучении.pdf' },
      ],
    },
  },
};
export const Phone: StoryObj<typeof Stateful> = { globals: { viewport: { value: 'mobile' } } };
