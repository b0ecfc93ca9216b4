import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { StoredFile } from '@/forms/widgets/file-upload/upload-file';
import { useFileUploads } from '@/forms/widgets/file-upload/use-file-uploads';
import { useUploadLimits } from '@/api/upload-limits';
import { sendRegistryChange } from './api';
import { countRu } from '@common/text/plural';

/** «не более 1 файла», «не более 5 файлов»: the genitive after «не более». */
const FILES_AFTER_AT_MOST = ['файла', 'файлов', 'файлов'] as const;

export const REGISTRY_CHANGE_TITLE = 'Отправить заявление о внесении изменений в Реестр';

/** Whether Send may be pressed: files are chosen, none is still uploading, nothing is being sent (platform.md section 2). */
export const canSend = (files: number, uploading: number, sending: boolean) => files > 0 && uploading === 0 && !sending;

export interface RegistryChangeDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The register-change application of a service provider: several files (chips), uploaded as they
 * are chosen within the portal's limits, then sent together.
 */
export function RegistryChangeDialog({ open, onClose }: RegistryChangeDialogProps) {
  const limits = useUploadLimits();
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { uploading, failed, refusals, choose, remove, dismiss } = useFileUploads(files, setFiles, {
    maxFileSizeMb: limits.maxReportFileSizeMb,
    maxFiles: limits.maxReportFilesCount,
  });
  const close = () => {
    setFiles([]);
    onClose();
  };
  const send = async () => {
    setSending(true);
    try {
      await sendRegistryChange(files.map((f) => f.id));
      close();
    } catch {
      // The HTTP client has shown the reason; the chosen files stay for another try.
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="registry-change-title"
    >
      <DialogTitle id="registry-change-title">{REGISTRY_CHANGE_TITLE}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Приложите документы, подтверждающие изменения: не более{' '}
          {countRu(limits.maxReportFilesCount, FILES_AFTER_AT_MOST)}, каждый до {limits.maxReportFileSizeMb} МБ.
        </Typography>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          disabled={sending}
        >
          Выбрать файлы
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label="Файлы заявления"
          data-testid="registry-change-files"
          onChange={(event) => {
            choose(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        {files.length + uploading.length + failed.length > 0 && (
          <Stack
            component="ul"
            direction="row"
            useFlexGap
            aria-label="Выбранные файлы"
            sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, mt: 2 }}
          >
            {files.map((file) => (
              <Box component="li" key={file.id}>
                <Chip label={file.originalFileName} onDelete={sending ? undefined : () => remove(file.id)} />
              </Box>
            ))}
            {uploading.map((entry) => (
              <Box component="li" key={entry.key}>
                <Chip
                  label={entry.name}
                  icon={<CircularProgress size={16} aria-label={`Загружается ${entry.name}`} />}
                />
              </Box>
            ))}
            {failed.map((entry) => (
              <Box component="li" key={entry.key}>
                <Chip
                  label={`${entry.name}: Ошибка загрузки`}
                  color="error"
                  variant="outlined"
                  onDelete={() => dismiss(entry.key)}
                />
              </Box>
            ))}
          </Stack>
        )}
        {refusals.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {refusals.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>
          Отмена
        </Button>
        <Button
          variant="contained"
          onClick={() => void send()}
          disabled={!canSend(files.length, uploading.length, sending)}
        >
          Отправить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
