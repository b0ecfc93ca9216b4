import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConsentView } from './consent-view';
import { SAMPLE_CONSENTS } from './samples';

const meta: Meta<typeof ConsentView> = {
  title: 'Выплаты/Согласие на выплаты',
  component: ConsentView,
  args: { consents: SAMPLE_CONSENTS, onGive: fn(), onWithdraw: fn() },
};
export default meta;
type Story = StoryObj<typeof ConsentView>;

/** A consent in force: it may be withdrawn. */
export const Given: Story = {};
/** None in force: the form to give one, never ticked in advance. */
export const NotGiven: Story = {
  args: {
    consents: {
      given: false,
      items: SAMPLE_CONSENTS.items.map((c) => ({
        ...c,
        status: 2,
        statusCaption: 'Отозвано',
        withdrawnAt: '2026-11-20T10:00:00Z',
        allowedActions: [],
      })),
    },
  },
};
