import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { refusalTexts } from '@/api/api-error';
import { QrImage } from '@/components/qr-image';
import { config } from '@/config';
import { ruDate } from '@common/region-time';
import { issueQr, qrTicketUrl, type QrTicket, type ScheduleClient, type ScheduleService } from './api';
import { failureText, shortName } from './calendar-texts';

/**
 * A registration ticket for a client and a service: the QR code on screen (drawn as SVG), its link,
 * and the printable PDF. An employee of the institution scans it (or opens the link) to register the
 * visit; the code works once and for 30 days.
 */
export function QrTicketDialog({
  client,
  services,
  onClose,
}: {
  client: ScheduleClient;
  services: readonly ScheduleService[];
  onClose: () => void;
}) {
  const [serviceId, setServiceId] = useState<number | ''>(client.lastServiceId ?? services[0]?.id ?? '');
  const [ticket, setTicket] = useState<QrTicket | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const issue = async () => {
    if (serviceId === '') return;
    setBusy(true);
    setError(null);
    try {
      setTicket(await issueQr(serviceId, client.id));
    } catch (failure) {
      setError(failureText(refusalTexts(failure), 'Не удалось получить QR-код'));
    } finally {
      setBusy(false);
    }
  };
  const link = ticket ? `${window.location.origin}${ticket.path}` : '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>QR-код для записи: {shortName(client)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Услуга"
            value={serviceId}
            onChange={(e) => {
              setServiceId(Number(e.target.value));
              setTicket(null);
            }}
          >
            {services.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.caption}
              </MenuItem>
            ))}
          </TextField>
          {ticket && (
            <Box sx={{ textAlign: 'center' }}>
              <Box sx={{ display: 'inline-block' }}>
                <QrImage
                  link={link}
                  size={220}
                  label={`QR-код записи на услугу «${ticket.service}»: ${ticket.person}`}
                />
              </Box>
              <Typography variant="body2" sx={{ mt: 1 }}>
                Действителен до {ruDate(ticket.validUntil)}, один раз
              </Typography>
              <Link href={qrTicketUrl(config.apiRoot, ticket)} target="_blank" rel="noopener">
                Талон для печати (PDF)
              </Link>
              <Typography variant="caption" component="p" sx={{ mt: 1, wordBreak: 'break-all' }} data-testid="qr-link">
                {link}
              </Typography>
            </Box>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
        <Button variant="contained" onClick={issue} disabled={busy || serviceId === ''}>
          {ticket ? 'Новый код' : 'Получить QR-код'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
