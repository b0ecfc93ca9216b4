import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessages } from '@common/validation';
import { StatefulWidget, widgetProps } from '../widget-fixture';
import { FileListWidget } from './file-list-widget';

const storedFiles = [
  {
    id: '3f1c2a9e-0000-4000-8000-000000000001',
    uri: 'files/3f1c2a9e-0000-4000-8000-000000000001',
    originalFileName: 'Заявление о внесении изменений.pdf',
  },
  {
    id: '3f1c2a9e-0000-4000-8000-000000000002',
    uri: 'files/3f1c2a9e-0000-4000-8000-000000000002',
    originalFileName: 'скан паспорта.jpg',
  },
];

const meta: Meta<typeof StatefulWidget> = {
  title: 'Формы/Виджеты/Список файлов (fileList)',
  component: StatefulWidget,
  args: { ...widgetProps({ label: 'Приложенные документы', value: [] }), widget: FileListWidget },
  argTypes: { widget: { control: false }, registry: { control: false } },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: storedFiles } };
export const WithError: Story = { args: { rawErrors: [validationMessages.required] } };
export const Disabled: Story = { args: { value: storedFiles, disabled: true } };
export const ReadOnly: Story = { args: { value: storedFiles, readonly: true } };
export const Mobile: Story = { args: { value: storedFiles }, globals: { viewport: { value: 'mobile' } } };
