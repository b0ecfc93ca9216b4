import { forwardRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { FieldError } from './schema-validator';

export interface ErrorSummaryProps {
  errors: Array<FieldError & { label: string }>;
  /** Moves focus to the field of a pointer. */
  onSelect: (pointer: string) => void;
}

/** 'Исправьте ошибки': every error with the field's Russian label, each a link to the field. */
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
              component="button"
              type="button"
              onClick={() => onSelect(error.pointer)}
              sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
            >
              {error.label}: {error.message}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
});
