import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { ErrorText, errorAria, widgetError } from '../field-error';
import { fileDownloadUrl, storedFiles } from '../file-upload/upload-file';
import { readOnlyText } from '../read-only-text';
import { shortenFileName } from './shorten-file-name';

function maxLengthOption(option: unknown): number {
  return typeof option === 'number' && option > 1 ? option : 15;
}

/**
 * `fileList`: the stored files of a field as download links (GET /api/files/get?preloadId=<id>).
 * Names are cut to `ui:options.maxNameLength` characters (15 by default); the full name is the
 * link's title (read out as its description: the link's name stays the visible text, so speech
 * control finds it). Never changes the value; a disabled list shows names only.
 */
export function FileListWidget(props: WidgetProps) {
  const { id, label, required, disabled, value, options } = props;
  const files = storedFiles(value);
  const max = maxLengthOption(options.maxNameLength);
  const error = widgetError(props);
  const labelId = `${id}-label`;

  return (
    <Box id={id} role="group" aria-labelledby={labelId} {...errorAria(id, error)}>
      <FormLabel id={labelId} required={required} error={Boolean(error)}>
        {label}
      </FormLabel>
      {files.length === 0 ? (
        <Typography>{readOnlyText(files)}</Typography>
      ) : (
        <List dense disablePadding>
          {files.map((file) => {
            const short = shortenFileName(file.originalFileName, max);
            return (
              <ListItem key={file.id} disableGutters>
                {disabled ? (
                  <Typography title={file.originalFileName}>{short}</Typography>
                ) : (
                  <Link href={fileDownloadUrl(file.id)} title={file.originalFileName} download={file.originalFileName}>
                    {short}
                  </Link>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      <ErrorText id={id} error={error} />
    </Box>
  );
}
