import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CertificateOrganisations } from './certificate-organisations';
import { ISSUED_ROW } from './certificate-fixtures';

const meta: Meta<typeof CertificateOrganisations> = {
  title: 'Сертификаты/Поставщики услуг по сертификату',
  component: CertificateOrganisations,
  args: {
    organisations: ISSUED_ROW.organisations,
    services: ISSUED_ROW.socServices,
    canContract: true,
    onConclude: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof CertificateOrganisations>;

/** One organisation with a contract concluded, one to conclude a contract with. */
export const IssuedCertificate: Story = {};
/** A contract under the certificate being concluded: the link to it instead of the button. */
export const ContractBeingConcluded: Story = {
  args: {
    organisations: [
      {
        ...ISSUED_ROW.organisations[1],
        contract: { id: 100001, number: 'ДСУ-2026/000002', status: 1, statusCaption: 'На заключении' },
      },
    ],
  },
};
/** A certificate not in force: no button. */
export const NotInForce: Story = { args: { canContract: false } };
/** No provider renders its services yet. */
export const NoProviders: Story = { args: { organisations: [] } };
