import type { FilesField } from '@/components/messages/conversation';
import { FileUploadField } from '@/forms/widgets/file-upload/file-upload-widget';

/** A message's files: the forms' upload field. */
export const messageFilesField: FilesField = ({ id, value, max, onChange, onUploadingChange }) => (
  <FileUploadField
    id={id}
    label="Файлы к сообщению"
    value={value}
    maxFiles={max}
    onChange={onChange}
    onUploadingChange={onUploadingChange}
  />
);
