import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useEffect, useRef, type ChangeEvent, type ReactElement } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { ErrorText, errorAria, focusLeaves, widgetError } from '../field-error';
import { ReadOnlyField } from '../read-only-field';
import { WIDGET_TEXTS } from '../widget-texts';
import { storedFiles, type StoredFile } from './upload-file';
import { useFileUploads } from './use-file-uploads';
import { useUploadLimits } from '@/api/upload-limits';

function numberOption(option: unknown): number | undefined {
  return typeof option === 'number' && option > 0 ? option : undefined;
}

/** A file as a chip with its own remove button beside it (a button inside a chip is not allowed). */
function FileChip(props: {
  name: string;
  icon?: ReactElement;
  failed?: boolean;
  onRemove?: () => void;
  disabled?: boolean;
}) {
  return (
    <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%' }}>
      <Chip
        label={props.name}
        icon={props.icon}
        color={props.failed ? 'error' : 'default'}
        variant="outlined"
        sx={{ maxWidth: '100%' }}
      />
      {props.onRemove && (
        <IconButton
          size="small"
          aria-label={WIDGET_TEXTS.removeFile(props.name)}
          onClick={props.onRemove}
          disabled={props.disabled}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

/** What the file control needs, in a form of the engine or in a form of its own. */
export interface FileUploadFieldProps {
  id: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  autofocus?: boolean;
  /** The stored files: `[{ id, uri, originalFileName }]`. */
  value: unknown;
  onChange: (files: StoredFile[]) => void;
  onBlur?: () => void;
  /** The form's own error of the field (a required field left empty). */
  error?: string;
  /** Limits of this field; the portal's setting when absent. */
  maxFileSizeMb?: number;
  maxFiles?: number;
  /** Told whether files are still on their way: a form keeps its save until they have arrived. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * `fileUpload`: several files, each checked (refused extensions; size over `ui:options.maxFileSizeMb`,
 * else the portal's setting maxReportFileSizeMb; more than `ui:options.maxFiles`, else maxReportFilesCount), names already chosen ignored, then uploaded
 * one by one. Stores `[{ id, uri, originalFileName }]`.
 */
export function FileUploadWidget(props: WidgetProps) {
  const { id, label, required, disabled, readonly, value, onChange, onBlur, options, autofocus } = props;
  return (
    <FileUploadField
      id={id}
      label={label}
      required={required}
      disabled={disabled}
      readonly={readonly}
      autofocus={autofocus}
      value={value}
      onChange={onChange}
      onBlur={() => onBlur(id, value)}
      error={widgetError(props)}
      maxFileSizeMb={numberOption(options.maxFileSizeMb)}
      maxFiles={numberOption(options.maxFiles)}
    />
  );
}

/** The file control itself: choose, check, upload one by one, list with remove buttons, refusals under it. */
export function FileUploadField(props: FileUploadFieldProps) {
  const { id, label, required, disabled, readonly, value, onChange, onBlur, autofocus } = props;
  // The portal's limits in force (setting 1) unless the field names its own.
  const limits = useUploadLimits();
  const rules = {
    maxFileSizeMb: props.maxFileSizeMb ?? limits.maxReportFileSizeMb,
    maxFiles: props.maxFiles ?? limits.maxReportFilesCount,
  };
  const { uploading, failed, refusals, choose, remove, dismiss } = useFileUploads(value, onChange, rules);
  const pending = uploading.length > 0;
  const { onUploadingChange } = props;
  useEffect(() => onUploadingChange?.(pending), [pending, onUploadingChange]);
  const files = storedFiles(value);
  const failures = failed.map((entry) => WIDGET_TEXTS.fileRefused(entry.name, WIDGET_TEXTS.uploadFailed));
  const formErrors = props.error;
  const lines = [...refusals, ...failures, ...(formErrors ? [formErrors] : [])];
  const error = lines.length > 0 ? lines.join('. ') : undefined;
  const inputId = `${id}-input`;
  const buttonId = `${id}-choose`;
  const labelId = `${id}-label`;
  const inputRef = useRef<HTMLInputElement>(null);

  if (readonly)
    return <ReadOnlyField id={id} label={label} text={files.map((file) => file.originalFileName)} error={formErrors} />;

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      aria-busy={uploading.length > 0}
      onBlur={(event) => focusLeaves(event) && onBlur?.()}
    >
      <FormLabel
        id={labelId}
        htmlFor={inputId}
        required={required}
        error={Boolean(error)}
        sx={{ display: 'block', mb: 1 }}
      >
        {label}
      </FormLabel>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        autoFocus={autofocus}
        aria-labelledby={`${labelId} ${buttonId}`}
        {...errorAria(id, error)}
        onClick={() => inputRef.current?.click()}
      >
        {WIDGET_TEXTS.chooseFiles}
      </Button>
      {/* The browser's own file control is hidden; the button above opens it. */}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        hidden
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          choose(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {files.length + uploading.length + failed.length > 0 && (
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, my: 1 }}
        >
          {files.map((file) => (
            <FileChip key={file.id} name={file.originalFileName} disabled={disabled} onRemove={() => remove(file.id)} />
          ))}
          {uploading.map((entry) => (
            <FileChip
              key={entry.key}
              name={entry.name}
              icon={<CircularProgress size={16} aria-label={WIDGET_TEXTS.uploading(entry.name)} />}
            />
          ))}
          {failed.map((entry) => (
            <FileChip
              key={entry.key}
              name={entry.name}
              failed
              icon={<ErrorOutlineIcon />}
              disabled={disabled}
              onRemove={() => dismiss(entry.key)}
            />
          ))}
        </Stack>
      )}
      <ErrorText id={id} error={lines} />
    </Box>
  );
}
