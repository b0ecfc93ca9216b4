import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessages } from '@common/validation';
import { StatefulWidget, widgetProps } from '../widget-fixture';
import { SignaturePadWidget } from './signature-pad-widget';

// A drawn line for the story; the widget itself stores PNG data URLs.
const demoSignature = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M40 140 C 90 40, 130 180, 180 90 S 260 60, 300 130 S 420 150, 560 70" fill="none" stroke="black" stroke-width="3"/></svg>',
)}`;

const meta: Meta<typeof StatefulWidget> = {
  title: 'Формы/Виджеты/Подпись (signaturePad)',
  component: StatefulWidget,
  args: {
    ...widgetProps({ label: 'Подпись получателя социальных услуг', required: true }),
    widget: SignaturePadWidget,
  },
  argTypes: { widget: { control: false }, registry: { control: false } },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: demoSignature } };
export const WithError: Story = { args: { rawErrors: [validationMessages.required] } };
export const Disabled: Story = { args: { value: demoSignature, disabled: true } };
export const ReadOnly: Story = { args: { value: demoSignature, readonly: true } };
export const Mobile: Story = { args: { value: demoSignature }, globals: { viewport: { value: 'mobile' } } };

/** One signer's pad as the signature field shows it: labelled with the name, signable from the keyboard with «Вписать ФИО вместо росчерка». */
export const OfNamedSigner: Story = {
  args: { label: 'Подпись: Соколов Николай Петрович', options: { signer: 'Соколов Николай Петрович' } },
};
