import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { refusalTexts } from '@/api/api-error';
import { SignaturePad } from '@/components/signature-pad/signature-pad';
import { ruDate } from '@common/region-time';
import { signService, type ServiceRecord } from './api';
import { failureText } from './calendar-texts';

/** The person confirms the service was given: a signature drawn on the pad, stored as an image. */
export function SignDialog({
  record,
  onClose,
  onSigned,
}: {
  record: ServiceRecord;
  onClose: () => void;
  onSigned: () => void;
}) {
  const fullScreen = useMediaQuery('(max-width:600px)');
  const [image, setImage] = useState<string>();
  const [storing, setStoring] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sign = async () => {
    if (!image) return setError('Распишитесь в поле для подписи');
    setStoring(true);
    setError(null);
    try {
      await signService(record, image);
      onSigned();
    } catch (failure) {
      setError(failureText(refusalTexts(failure), 'Не удалось сохранить подпись. Попробуйте ещё раз.'));
    } finally {
      setStoring(false);
    }
  };
  return (
    <Dialog open onClose={storing ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>Подпись получателя услуги</DialogTitle>
      <DialogContent tabIndex={0}>
        <Stack spacing={2}>
          <Typography>
            Подпись получателя ({record.personFio}) подтверждает получение услуги «{record.serviceCaption}» (
            {record.institution}) {ruDate(record.day)} с {record.startTime}.
          </Typography>
          <SignaturePad label={`Подпись: ${record.personFio}`} onChange={setImage} disabled={storing} />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={storing}>
          Отмена
        </Button>
        <Button variant="contained" onClick={sign} disabled={storing}>
          {storing ? 'Сохранение…' : 'Подписать'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
