import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { ruRU } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/ru';

const localeText = ruRU.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Russian dates for the pickers: dayjs in the 'ru' locale and MUI X's Russian captions. The date
 * fields' calendar popups (ru-date/calendar-popover.tsx) wrap themselves in it, and they are
 * downloaded on demand: a form's first paint needs none of this, so import it from nowhere else.
 */
export function FormLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ru" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
