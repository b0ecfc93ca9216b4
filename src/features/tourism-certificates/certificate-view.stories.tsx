import type { Meta, StoryObj } from '@storybook/react-vite';
import { CertificateView } from './certificate-view';
import { ISSUED, REFUSED, SUBMITTED } from './fixtures';

const meta: Meta<typeof CertificateView> = {
  title: 'Туристические сертификаты/Карточка сертификата',
  component: CertificateView,
  args: { certificate: ISSUED },
};
export default meta;
type Story = StoryObj<typeof CertificateView>;

/** Issued and valid: the validity, «Выбрать тур», the member and the document, the history. */
export const Issued: Story = {};
/** An application the department has not decided: the validity is given at issue. */
export const Submitted: Story = { args: { certificate: SUBMITTED } };
/** Refused with the department's reason; the applicant travels alone and attached nothing. */
export const Refused: Story = { args: { certificate: REFUSED } };
/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
