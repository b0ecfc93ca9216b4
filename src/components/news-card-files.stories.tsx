import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsCardFiles } from './news-card-files';

const files = [
  {
    id: '00000000-0000-4000-8001-000000000001',
    name: 'Перечень документов для окружного капитала.pdf',
    sizeBytes: 14_336,
  },
  { id: '00000000-0000-4000-8001-000000000002', name: 'Образец заявления.docx', sizeBytes: 1_288_490 },
];

const meta: Meta<typeof NewsCardFiles> = {
  title: 'Общие/Файлы публикации',
  component: NewsCardFiles,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  args: { heading: 'Файлы', files, zipUrl: '#' },
};
export default meta;

/** What a reader sees. */
export const ForReader: StoryObj<typeof NewsCardFiles> = {};

/** An administrator attaches and deletes files. */
export const ForAdministrator: StoryObj<typeof NewsCardFiles> = {
  args: { editable: true, onUpload: async () => {}, onDelete: async () => {} },
};

export const NoFiles: StoryObj<typeof NewsCardFiles> = {
  args: { files: [], editable: true, onUpload: async () => {}, onDelete: async () => {} },
};
