import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { initialRequestValues, RequestForm, type RequestFormProps } from './request-form';
import { FORM_DATA } from './request-fixtures';

const CENTRE = {
  id: 1,
  caption: 'ГБУ ЯНАО «ЦСО граждан пожилого возраста и инвалидов в г. Салехард»',
  address: '629008, ЯНАО, г. Салехард, ул. Республики, д. 72',
};
const SERVICES = {
  id: 1,
  caption: CENTRE.caption,
  isActiveLongevityProgram: true,
  services: [
    { id: 2, caption: 'Доставка маломобильных граждан в медицинские организации', serviceTypeCode: null },
    { id: 9, caption: 'Услуги сурдопереводчика', serviceTypeCode: null },
    { id: 20, caption: 'Социально-бытовые услуги на дому', serviceTypeCode: 602 },
  ],
};

/** The form with its values kept by the story, as the page keeps them. */
function Stateful(props: Omit<RequestFormProps, 'values' | 'onChange'> & { start: RequestFormProps['values'] }) {
  const [values, setValues] = useState(props.start);
  return <RequestForm {...props} values={values} onChange={setValues} />;
}

const meta = {
  title: 'Заявления/Новое заявление',
  component: Stateful,
  args: {
    form: FORM_DATA,
    institutions: [CENTRE],
    onSearch: fn(),
    services: SERVICES,
    onSubmit: fn(),
    start: initialRequestValues(FORM_DATA, CENTRE),
  },
} satisfies Meta<typeof Stateful>;
export default meta;

/** The institution chosen: its services to tick, the recipient to pick. */
export const InstitutionChosen: StoryObj<typeof meta> = {};
/** Nothing chosen yet. */
export const Empty: StoryObj<typeof meta> = { args: { start: initialRequestValues(FORM_DATA), services: undefined } };
