import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface FormErrorsSummaryProps {
  /** The summary's id: the form moves focus here when a send is refused. */
  id: string;
  /** The prefix of the fields' ids: each line links to `#<prefix>-<field>`. */
  fieldIdPrefix: string;
  /** The fields in error with their labels and messages, in the form's order. */
  errors: ReadonlyArray<{ field: string; label: string; text: string }>;
}

/**
 * «Исправьте ошибки» above a short form (GOV.UK's error summary): every field in error as a link to
 * the field with its message. Nothing is shown while there are none.
 */
export function FormErrorsSummary({ id, fieldIdPrefix, errors }: FormErrorsSummaryProps) {
  if (errors.length === 0) return null;
  return (
    <Alert severity="error" id={id} tabIndex={-1}>
      <Typography sx={{ fontWeight: 600 }}>Исправьте ошибки</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {errors.map(({ field, label, text }) => (
          <li key={field}>
            <a href={`#${fieldIdPrefix}-${field}`}>{label}</a>: {text}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
