import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessages } from '@common/validation';
import { StatefulWidget, widgetProps } from '../widget-fixture';
import { FileUploadWidget } from './file-upload-widget';

// Without a server in Storybook a new upload ends in 'Ошибка загрузки', which shows that state too.
const storedFiles = [
  { id: 'f1', uri: 'files/f1', originalFileName: 'Заявление о внесении изменений.pdf' },
  { id: 'f2', uri: 'files/f2', originalFileName: 'Выписка.docx' },
];

const meta: Meta<typeof StatefulWidget> = {
  title: 'Формы/Виджеты/Загрузка файлов (fileUpload)',
  component: StatefulWidget,
  args: {
    ...widgetProps({ label: 'Документы к заявлению', required: true, value: [], options: { maxFiles: 5 } }),
    widget: FileUploadWidget,
  },
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
