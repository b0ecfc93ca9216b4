import type { Meta, StoryObj } from '@storybook/react-vite';
import { PdfPages } from './pdf-pages';
import { samplePdf } from './pdf-pages.fixture';

const meta: Meta<typeof PdfPages> = {
  title: 'Общие/Документ PDF на странице',
  component: PdfPages,
  loaders: [async () => ({ pdf: await samplePdf() })],
  render: (args, { loaded }) => <PdfPages {...args} data={loaded.pdf as Uint8Array} />,
};
export default meta;
type Story = StoryObj<typeof PdfPages>;

/** A two-page document, its pages one under another as wide as the column. */
export const TwoPages: Story = { args: { title: 'Договор № ДЕМО-СД-2026/0027 от 24.11.2026' } };

/** Bytes that are not a PDF: the person is told to download the document instead. */
export const NotAPdf: Story = {
  args: { title: 'Повреждённый документ' },
  render: (args) => <PdfPages {...args} data={new TextEncoder().encode('не PDF')} />,
};
