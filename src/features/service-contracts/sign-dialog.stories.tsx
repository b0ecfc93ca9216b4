import type { Meta, StoryObj } from '@storybook/react-vite';
import { samplePdf } from '@/components/pdf-pages.fixture';
import { SignDialog, type SignDialogProps } from './sign-dialog';

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));

const meta: Meta<typeof SignDialog> = {
  title: 'Договоры на услуги/Подписание документа',
  component: SignDialog,
  args: { document: 'contract', qualifiedAvailable: false, onSign: () => undefined, onClose: () => undefined },
  loaders: [
    async () => ({
      preview: {
        fileName: 'Договор № ДЕМО-СД-2026-0027 от 24.11.2026.pdf',
        documentSha256: '3f1c9a0d5b7e2c4a8f6d1e0b9c7a5f3e2d1c0b9a8f7e6d5c4b3a29180f7e6d5c',
        pdf: toBase64(await samplePdf()),
      },
    }),
  ],
  // A story that sets preview (undefined: still loading) shows that; the others show the sample document.
  render: (args, { loaded }) => (
    <SignDialog {...args} preview={'preview' in args ? args.preview : (loaded.preview as SignDialogProps['preview'])} />
  ),
};
export default meta;
type Story = StoryObj<typeof SignDialog>;

/** The embedded default: the document, the consent (not ticked) and the simple electronic signature only, saying why. */
export const SimpleSignatureOnly: Story = {};
/** A signing service is connected: the person chooses the simple or the qualified signature. */
export const QualifiedOffered: Story = { args: { qualifiedAvailable: true } };
/** The act of rendered services. */
export const Act: Story = { args: { document: 'act' } };
/** While the document is being made. */
export const Loading: Story = { args: { preview: undefined } };
/** The document could not be made. */
export const Failed: Story = { args: { preview: undefined, failed: true } };
