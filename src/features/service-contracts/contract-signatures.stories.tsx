import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContractSignatures } from './contract-signatures';

const meta: Meta<typeof ContractSignatures> = {
  title: 'Договоры на услуги/Электронные подписи',
  component: ContractSignatures,
  args: { documentUrl: (id) => `#signature-${id}` },
};
export default meta;
type Story = StoryObj<typeof ContractSignatures>;

const base = {
  document: 'contract' as const,
  signatureType: 1,
  signatureCaption: 'Простая электронная подпись',
  documentSha256: '9d2f4c1a7be03e58f6a1c2d9e4b7a0c3f5e8d1b6a9c2f4e7d0b3a6c9f2e5d8b1',
};

/** Both sides signed the same contract, and it still reads as signed. */
export const BothValid: Story = {
  args: {
    signatures: [
      {
        ...base,
        id: 1,
        side: 'provider',
        signerName: 'Смирнова Екатерина Александровна',
        signerRole: 'Представитель поставщика услуг (АНО «Северная забота»)',
        signedAt: '2026-11-24T11:05:00Z',
        valid: true,
        validityCaption: 'Подпись действительна',
      },
      {
        ...base,
        id: 2,
        side: 'person',
        signerName: 'Иванова Мария Петровна',
        signerRole: 'Получатель услуг',
        signedAt: '2026-11-25T04:12:00Z',
        valid: true,
        validityCaption: 'Подпись действительна',
      },
    ],
  },
};
/** A service was removed after signing: the current document no longer matches. */
export const ChangedAfterSigning: Story = {
  args: {
    signatures: [
      {
        ...base,
        id: 3,
        side: 'person',
        signerName: 'Иванова Мария Петровна',
        signerRole: 'Получатель услуг',
        signedAt: '2026-09-14T14:05:00Z',
        valid: false,
        validityCaption: 'Документ изменён после подписания',
      },
    ],
  },
};
/** Nothing signed yet, with a qualified signing service connected (no notice about it). */
export const NoneYet: Story = { args: { signatures: [] } };
