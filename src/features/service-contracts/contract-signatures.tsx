import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ruDateTime, type ContractSignature } from './api';

const DOCUMENT_CAPTIONS: Record<ContractSignature['document'], string> = {
  contract: 'Договор',
  act: 'Акт оказанных услуг',
};

export interface ContractSignaturesProps {
  signatures: readonly ContractSignature[];
  /** Where a signature's document, as signed and with its stamps, is downloaded. */
  documentUrl: (signatureId: number) => string;
}

/**
 * The electronic signatures of a contract and its act: who signed, in which role, when, with
 * which signature and the document's SHA-256, and whether the document still reads as it was
 * signed. The answer says it in words, not only in colour.
 */
export function ContractSignatures({ signatures, documentUrl }: ContractSignaturesProps) {
  return (
    <Stack spacing={1.5} data-testid="contract-signatures">
      {signatures.length === 0 && <Typography>Документы договора ещё не подписаны электронной подписью.</Typography>}
      {signatures.map((s) => (
        <Paper
          key={s.id}
          variant="outlined"
          sx={{ p: 2, borderColor: s.valid ? 'primary.main' : 'error.main' }}
          data-testid="contract-signature"
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
          >
            <Box>
              <Typography sx={{ fontWeight: 600 }}>
                {DOCUMENT_CAPTIONS[s.document]}: {s.signatureCaption.toLowerCase()}
              </Typography>
              <Typography>
                {s.signerName}, {s.signerRole}
              </Typography>
              <Typography color="text.secondary">Подписано {ruDateTime(s.signedAt)}</Typography>
            </Box>
            <Chip
              // The theme's green is too light for text on white: its dark shade reads (WCAG AA).
              sx={{
                alignSelf: 'flex-start',
                ...(s.valid ? { color: 'success.dark', borderColor: 'success.dark' } : {}),
              }}
              color={s.valid ? 'success' : 'error'}
              variant={s.valid ? 'outlined' : 'filled'}
              label={s.validityCaption}
            />
          </Stack>
          <Typography variant="body2" sx={{ mt: 1 }}>
            SHA-256 документа:{' '}
            <Box component="code" sx={{ wordBreak: 'break-all', fontSize: '0.8rem' }}>
              {s.documentSha256}
            </Box>
          </Typography>
          {!s.valid && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              Содержание договора изменилось после подписания: текущий документ не совпадает с подписанным.
            </Alert>
          )}
          <Link href={documentUrl(s.id)} sx={{ display: 'inline-block', mt: 1 }}>
            Скачать подписанный документ (PDF)
          </Link>
        </Paper>
      ))}
    </Stack>
  );
}
