import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QuestionnaireKinds } from './questionnaire-page';

const meta: Meta<typeof QuestionnaireKinds> = {
  title: 'Анкеты/Виды анкет',
  component: QuestionnaireKinds,
  args: {
    kinds: [
      { kind: 'family-questionnaire', title: 'Анкета семьи получателя социальных услуг' },
      { kind: 'satisfaction-questionnaire', title: 'Анкета удовлетворённости качеством социальных услуг' },
    ],
    onStart: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof QuestionnaireKinds>;

/** «Заполнить» for every questionnaire the portal has. */
export const Kinds: Story = {};
/** While a questionnaire is being started. */
export const Busy: Story = { args: { busy: true } };
