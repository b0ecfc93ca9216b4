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
  args: {
    ...widgetProps({ label: 'Регион', required: true, options: { lookup: REGIONS } }),
    widget: LookupSelectWidget,
  },
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

// The needs assessment's services: the classifier served with a kind for each entry (a part of it here).
const SERVICES = 'individual-needs-assessment-act/service-types';
const services = [
  {
    code: 1006,
    caption:
      'Покупка за счёт средств получателя социальных услуг и доставка на дом продуктов питания, промышленных товаров первой необходимости',
    group: 'Социально-бытовые услуги',
  },
  { code: 1007, caption: 'Помощь в приготовлении пищи', group: 'Социально-бытовые услуги' },
  { code: 1013, caption: 'Уборка жилых помещений', group: 'Социально-бытовые услуги' },
  {
    code: 2001,
    caption: 'Выполнение процедур, связанных с организацией ухода и наблюдением за состоянием здоровья',
    group: 'Социально-медицинские услуги',
  },
  {
    code: 2008,
    caption: 'Сопровождение получателя социальных услуг в медицинские организации',
    group: 'Социально-медицинские услуги',
  },
  {
    code: 3001,
    caption: 'Социально-психологическое консультирование, в том числе по вопросам внутрисемейных отношений',
    group: 'Социально-психологические услуги',
  },
  {
    code: 6001,
    caption: 'Оказание помощи в оформлении и восстановлении документов получателей социальных услуг',
    group: 'Социально-правовые услуги',
  },
  {
    code: 8001,
    caption: 'Обеспечение бесплатным горячим питанием или наборами продуктов',
    group: 'Срочные социальные услуги',
  },
];

/** A long list with kinds: searched by caption or kind, shown grouped under the kinds (open it and type «медицин»). */
export const GroupedByKind: Story = {
  args: { label: 'Вид социальной услуги', value: 1013, options: { lookup: SERVICES } },
  beforeEach: () => lookupCache.prime(SERVICES, undefined, services),
};

/** An old act's code the list no longer offers still reads as its caption (from the schema). */
export const RetiredCode: Story = {
  args: {
    label: 'Вид социальной услуги',
    value: 601,
    options: { lookup: SERVICES },
    schema: {
      type: 'integer',
      oneOf: [
        { const: 601, title: 'Социальные услуги по индивидуальной программе (ИППСУ)' },
        ...services.map((s) => ({ const: s.code, title: s.caption })),
      ],
    },
  },
  beforeEach: () => lookupCache.prime(SERVICES, undefined, services),
};
