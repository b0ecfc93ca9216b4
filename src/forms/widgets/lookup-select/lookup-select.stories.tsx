import type { Meta, StoryObj } from '@storybook/react-vite';
import { lookupCache } from '@/forms/lookup-cache';
import { validationMessages } from '@common/validation';
import { StatefulWidget, widgetProps } from '../widget-fixture';
import { LookupSelectWidget } from './lookup-select-widget';

// Storybook has no API: the list of the lookup path is put in the shared cache beforehand.
const REGIONS = 'public/metadata/regions';
const regions = [
  { code: 1, caption: 'Ненецкий автономный округ' },
  { code: 2, caption: 'Ямало-Ненецкий автономный округ' },
  { code: 3, caption: 'Ханты-Мансийский автономный округ — Югра' },
  { code: 4, caption: 'Чукотский автономный округ' },
];

const meta: Meta<typeof StatefulWidget> = {
  title: 'Формы/Виджеты/Выбор из справочника (lookupSelect)',
  component: StatefulWidget,
  args: { ...widgetProps({ label: 'Регион', required: true, options: { lookup: REGIONS } }), widget: LookupSelectWidget },
  argTypes: { widget: { control: false }, registry: { control: false } },
  beforeEach: () => lookupCache.prime(REGIONS, undefined, regions),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 2 } };
export const WithError: Story = { args: { rawErrors: [validationMessages.required] } };
export const Disabled: Story = { args: { value: 2, disabled: true } };
export const ReadOnly: Story = { args: { value: 2, readonly: true } };
export const Mobile: Story = { args: { value: 2 }, globals: { viewport: { value: 'mobile' } } };

/** Without a lookup path the choices come from the schema's oneOf. */
export const FromSchema: Story = {
  args: {
    label: 'Пол',
    options: {},
    schema: {
      type: 'integer',
      oneOf: [
        { const: 1, title: 'Мужской' },
        { const: 2, title: 'Женский' },
      ],
    },
  },
};
