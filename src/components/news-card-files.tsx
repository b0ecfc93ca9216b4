import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { checkFile, validationMessages } from '@common/validation';
import { useUploadLimits } from '@/api/upload-limits';
import { useNotifications } from '@/stores/notifications';
import { ConfirmDialog } from './confirm-dialog';
import { formatFileSize } from './format-file-size';

/** A file of a news card as the server lists it. */
export interface NewsCardFile {
  id: string;
  name: string;
  sizeBytes: number;
}

export interface NewsCardFilesProps {
  /** The section's heading: «Файлы», «Документы». */
  heading: string;
  /** The heading's level in the page. */
  headingComponent?: 'h2' | 'h3';
  /** The zip button's caption. */
  zipCaption?: string;
  /** Said when there are no files. */
  emptyText?: string;
  files: NewsCardFile[];
  /** Where the zip of all files downloads from. */
  zipUrl: string;
  /** An administrator's controls: attach and delete. */
  editable?: boolean;
  /** Attaches one file (the server checks it again); throws when refused. */
  onUpload?: (file: File) => Promise<void>;
  /** Deletes files of the card; throws when refused. */
  onDelete?: (ids: string[]) => Promise<void>;
}

/**
 * The files of a news card: names and sizes, one zip of all of them; for an administrator a
 * button to attach a file (checked against the portal's limits first) and a delete button per file
 * that asks for confirmation.
 */
export function NewsCardFiles({
  heading,
  headingComponent = 'h2',
  zipCaption = 'Скачать файлы (ZIP)',
  emptyText = 'Файлы не приложены.',
  files,
  zipUrl,
  editable = false,
  onUpload,
  onDelete,
}: NewsCardFilesProps) {
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const limits = useUploadLimits();
  const push = useNotifications((s) => s.push);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<NewsCardFile | null>(null);

  const upload = async (file: File) => {
    if (files.length >= limits.maxReportFilesCount) {
      push({ severity: 'Warning', text: validationMessages.fileCountExceeded(limits.maxReportFilesCount) });
      return;
    }
    const refusal = checkFile({ name: file.name, size: file.size }, limits);
    if (refusal) {
      push({ severity: 'Error', text: refusal });
      return;
    }
    setBusy(true);
    try {
      await onUpload?.(file);
    } catch {
      // The client showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  const remove = async (file: NewsCardFile) => {
    setBusy(true);
    try {
      await onDelete?.([file.id]);
      setDeleting(null);
    } catch {
      // The client showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component={headingComponent} variant="h6">
        {heading}
      </Typography>
      {files.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 0, my: 1.5, listStyle: 'none' }}>
          {files.map((file) => (
            <Box component="li" key={file.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
              <Typography sx={{ overflowWrap: 'anywhere', flex: '1 1 auto' }}>
                {file.name}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({formatFileSize(file.sizeBytes)})
                </Typography>
              </Typography>
              {editable && (
                <Tooltip title="Удалить файл">
                  <IconButton
                    aria-label={`Удалить файл ${file.name}`}
                    onClick={() => setDeleting(file)}
                    disabled={busy}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </Tooltip>
              )}
            </Box>
          ))}
        </Box>
      )}
      {busy && <LinearProgress aria-label="Загрузка" sx={{ mb: 1 }} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {files.length > 0 && (
          <Button variant="contained" href={zipUrl} startIcon={<DownloadIcon />}>
            {zipCaption}
          </Button>
        )}
        {editable && (
          <>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => input.current?.click()}
              disabled={busy}
            >
              Прикрепить файл
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              aria-label="Файл для прикрепления"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
          </>
        )}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title="Удалить файл?"
        text={`Файл «${deleting?.name ?? ''}» будет удалён из публикации.`}
        confirmCaption="Удалить"
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
