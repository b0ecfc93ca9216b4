import { Link as RouterLink } from 'react-router-dom';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ONLINE_CERTIFICATE_TYPES } from '@common/certificates/types';

/** Where the request for a type is filled in. */
export const newCertificatePath = (code: number) => `/user/new-certificate/${code}`;

/**
 * The choice of a certificate's type: the types a citizen asks for online, each with what it gives,
 * each a link to its request. Full screen on a phone.
 */
export function CertificateTypePicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} aria-labelledby="certificate-type-title" maxWidth="md">
      <DialogTitle id="certificate-type-title">Какой сертификат нужен?</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <List aria-label="Виды сертификатов">
          {ONLINE_CERTIFICATE_TYPES.map((type) => (
            <ListItemButton key={type.code} component={RouterLink} to={newCertificatePath(type.code)}>
              <ListItemText
                primary={type.shortCaption}
                secondary={type.description}
                slotProps={{ primary: { sx: { fontWeight: 500 } } }}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
      </DialogActions>
    </Dialog>
  );
}
