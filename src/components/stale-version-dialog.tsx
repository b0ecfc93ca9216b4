import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { isStaleVersion, refusalTexts } from '@/api/client';

/** The server's own words for a version conflict (409 STALE_VERSION), or null for any other failure. */
export function staleVersionText(error: unknown): string | null {
  return isStaleVersion(error) ? (refusalTexts(error)[0] ?? null) : null;
}

export interface StaleVersionDialogProps {
  /** What the server said changed. */
  text: string;
  /** What happens to the person's own work, where the screen has some to keep. */
  children?: ReactNode;
  onClose(): void;
}

/**
 * «Данные изменились»: someone else changed the record since it was opened. The card or form has
 * already been refreshed; the dialog says so and is closed with «OK».
 */
export function StaleVersionDialog({ text, children, onClose }: StaleVersionDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="stale-version-title">
      <DialogTitle id="stale-version-title">Данные изменились</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {children && <DialogContentText sx={{ mt: 1 }}>{children}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
