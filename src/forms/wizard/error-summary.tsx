import { forwardRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { pointerToId } from './field-ids';
import type { FieldError } from './schema-validator';

export interface ErrorSummaryProps {
  /** Each error as the field shows it (its message under the field) with the field's Russian label. */
  errors: Array<FieldError & { label: string }>;
  /** Moves focus to the field of a pointer. */
  onSelect: (pointer: string) => void;
}

/**
 * 'Исправьте ошибки': every error with the field's Russian label, each a link to the field. The
 * links are anchors, as GOV.UK's summary has them: their text wraps like text, so a bullet stands
 * at the first line of a long error, not at its last.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { errors, onSelect },
  ref,
) {
  return (
    <Alert severity="error" ref={ref} tabIndex={-1} sx={{ mb: 2 }} aria-labelledby="error-summary-title">
      <AlertTitle id="error-summary-title">Исправьте ошибки</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {errors.map((error) => (
          <li key={`${error.pointer}:${error.message}`}>
            <Link
              href={`#${pointerToId(error.pointer)}`}
              color="inherit"
              onClick={(event) => {
                event.preventDefault();
                onSelect(error.pointer);
              }}
            >
              {error.label}: {error.message}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
});
