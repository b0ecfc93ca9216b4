import type { ReactNode } from 'react';
import Popover from '@mui/material/Popover';
import { FormLocalization } from '../form-localization';
import type { CalendarPopupProps } from './date-text-widget';

type CalendarPopoverProps = Pick<CalendarPopupProps, 'open' | 'anchor' | 'above' | 'labelledBy' | 'onClose'> & {
  children: ReactNode;
};

/**
 * The popup a date field's calendar opens in, under the field (or above it near the bottom of the
 * window): a modal dialog named by the field's label. Escape and a click outside close it; the
 * focus goes back to where it was, the calendar button. Only the calendar modules import it, so
 * MUI X's localization comes with them.
 */
export function CalendarPopover({ open, anchor, above, labelledBy, onClose, children }: CalendarPopoverProps) {
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: above ? 'top' : 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: above ? 'bottom' : 'top', horizontal: 'left' }}
      // The calendar is 320 px wide: on a 320 px screen it may touch the edges rather than scroll.
      marginThreshold={0}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': labelledBy,
          sx: { maxWidth: '100%', my: above ? -1 : 1 },
        },
      }}
    >
      <FormLocalization>{children}</FormLocalization>
    </Popover>
  );
}
