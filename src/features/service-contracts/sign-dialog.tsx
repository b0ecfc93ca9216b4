import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PdfPages } from '@/components/pdf-pages';
import { usePhone } from '@/components/use-phone';
import { pdfBytes, type DocumentPreview, type SignedDocument } from './api';

/** Signature types (workflows.md, «Signature kinds»): simple electronic 1, qualified 2. */
export type SignatureType = 1 | 2;

/** What the person confirms, by signature type. */
export const SIGN_CONSENT: Record<SignatureType, string> = {
  1: 'Я ознакомился с документом и подписываю его простой электронной подписью',
  2: 'Я ознакомился с документом и подписываю его квалифицированной электронной подписью',
};
const SIGNATURE_TYPE_CAPTIONS: Record<SignatureType, string> = {
  1: 'Простая электронная подпись',
  2: 'Квалифицированная электронная подпись',
};
const TITLES: Record<SignedDocument, string> = {
  contract: 'Подписание договора',
  act: 'Подписание акта оказанных услуг',
};

export interface SignDialogProps {
  document: SignedDocument;
  /** The document as it reads now; undefined while it loads. */
  preview: DocumentPreview | undefined;
  failed?: boolean;
  /** The configuration names a qualified signing service. */
  qualifiedAvailable: boolean;
  busy?: boolean;
  onSign: (signatureType: SignatureType, documentSha256: string) => void;
  onClose: () => void;
}

/**
 * The document to sign, shown page by page, then the person's own confirmation (never ticked
 * beforehand) and the signature: simple electronic, or qualified when a signing service is
 * connected. What is signed is the document shown: its SHA-256 goes with the signature.
 */
export function SignDialog({ document, preview, failed, qualifiedAvailable, busy, onSign, onClose }: SignDialogProps) {
  const phone = usePhone();
  const [type, setType] = useState<SignatureType>(1);
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState(false);
  const bytes = useMemo(() => (preview ? pdfBytes(preview.pdf) : undefined), [preview]);
  const caption = preview?.fileName.replace(/\.pdf$/, '') ?? TITLES[document];
  const missing = !agreed;
  const submit = () => {
    setTouched(true);
    if (!missing && preview) onSign(type, preview.documentSha256);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="sign-dialog-title" fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id="sign-dialog-title">{TITLES[document]}</DialogTitle>
      <DialogContent dividers>
        {failed && (
          <Alert severity="error">Не удалось сформировать документ. Закройте окно и попробуйте ещё раз.</Alert>
        )}
        {!preview && !failed && <LinearProgress aria-label="Формирование документа" />}
        {preview && bytes && (
          <Stack spacing={2}>
            <Alert severity="info">Прочитайте документ полностью. Подписывается именно этот документ.</Alert>
            <Link
              href={`data:application/pdf;base64,${preview.pdf}`}
              download={preview.fileName}
              sx={{ alignSelf: 'flex-start' }}
            >
              Скачать документ (PDF)
            </Link>
            <PdfPages data={bytes} title={caption} />
            {qualifiedAvailable ? (
              <FormControl>
                <FormLabel id="signature-type-label">Вид электронной подписи</FormLabel>
                <RadioGroup
                  aria-labelledby="signature-type-label"
                  value={type}
                  onChange={(e) => setType(Number(e.target.value) as SignatureType)}
                >
                  {([1, 2] as const).map((value) => (
                    <FormControlLabel
                      key={value}
                      value={value}
                      control={<Radio />}
                      label={SIGNATURE_TYPE_CAPTIONS[value]}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            ) : (
              // Without a qualified signing service there is one kind to sign with; whether it is
              // connected is the administrator's self-check (/admin/test), not the signer's concern.
              <Typography data-testid="signature-kind">Документ подписывается простой электронной подписью.</Typography>
            )}
            <FormControl error={touched && missing}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={agreed}
                    onChange={(e) => setAgreed(e.target.checked)}
                    aria-describedby="sign-consent-error"
                  />
                }
                label={SIGN_CONSENT[type]}
              />
              <FormHelperText id="sign-consent-error">
                {touched && missing ? 'Подтвердите, что ознакомились с документом' : ' '}
              </FormHelperText>
            </FormControl>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button variant="contained" disabled={busy || !preview} onClick={submit}>
          Подписать
        </Button>
      </DialogActions>
    </Dialog>
  );
}
