import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Shown, ShownField } from '@common/acts/display/show-value';
import { fileDownloadUrl } from '@/forms/widgets/file-upload/upload-file';

/** A drawn signature as its image, who signed and when under it. */
function SignatureView({ image, note }: { image: string; note: string }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="img"
        src={image}
        alt={note ? `Подпись: ${note}` : 'Подпись'}
        sx={{
          display: 'block',
          height: 56,
          maxWidth: '100%',
          objectFit: 'contain',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      />
      {note && (
        <Typography component="figcaption" variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Labelled values in two columns (label, value); one column on a phone. A nested group (a scale,
 * a decision) and a table take the whole width under their label, indented, so their own labels
 * and values are never squeezed into a column a few letters wide; words are not hyphenated.
 */
export function ShownFields({ fields }: { fields: ShownField[] }) {
  const columns = { xs: '1fr', sm: 'minmax(160px, 260px) minmax(0, 1fr)' };
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {fields.map((field) => {
        const wide = field.value.kind === 'fields' || field.value.kind === 'table';
        return (
          <Box
            key={field.key}
            sx={{ display: 'grid', gridTemplateColumns: wide ? '1fr' : columns, columnGap: 2, py: 0.5 }}
          >
            <Typography
              component="dt"
              color={wide ? 'text.primary' : 'text.secondary'}
              sx={{ overflowWrap: 'break-word', fontWeight: wide ? 500 : undefined }}
            >
              {field.label}
            </Typography>
            <Box component="dd" sx={{ m: 0, minWidth: 0, pl: wide ? { xs: 1, sm: 2 } : 0 }}>
              <ShownValue shown={field.value} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * One value of the display model (common/acts/display/show-value.ts) on screen: text, a
 * signature image, file names as download links, a table with its column titles, or a group.
 */
export function ShownValue({ shown }: { shown: Shown }) {
  switch (shown.kind) {
    case 'text':
      return (
        <Typography sx={{ overflowWrap: 'break-word', hyphens: 'auto', whiteSpace: 'pre-line' }}>
          {shown.text}
        </Typography>
      );
    case 'signature':
      return <SignatureView image={shown.image} note={shown.note} />;
    case 'files':
      return (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {shown.files.map((file) => (
            <li key={file.id}>
              <Link href={fileDownloadUrl(file.id)} download={file.name}>
                {file.name}
              </Link>
            </li>
          ))}
        </Box>
      );
    case 'table':
      return (
        <Box
          tabIndex={0}
          role="region"
          aria-label="Таблица, прокручивается по горизонтали"
          sx={{ overflowX: 'auto', maxWidth: '100%' }}
        >
          <Table size="small" sx={{ '& td, & th': { verticalAlign: 'top', px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  №
                </TableCell>
                {shown.columns.map((column) => (
                  <TableCell key={column} component="th" scope="col" sx={{ fontWeight: 600, minWidth: 110 }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.rows.map((row, index) => (
                <TableRow key={index}>
                  <TableCell>{index + 1}</TableCell>
                  {row.map((cell, i) => (
                    <TableCell key={shown.columns[i]}>
                      <ShownValue shown={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      );
    case 'fields':
      return (
        <Box sx={{ pl: { xs: 0, sm: 1 }, borderLeft: { sm: 2 }, borderColor: { sm: 'divider' } }}>
          <ShownFields fields={shown.fields} />
        </Box>
      );
  }
}
