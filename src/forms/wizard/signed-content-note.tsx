import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

/**
 * What the check of a signed document's content says: the hash over its data and the version of the
 * form it was signed under, recomputed by the server and compared with the one recorded at signing.
 */
export function SignedContentNote({ intact }: { intact: boolean | null | undefined }) {
  if (intact === false)
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        Содержание документа не совпадает с подписанным: после подписания его изменили. Подпись недействительна —
        сообщите администратору портала.
      </Alert>
    );
  if (intact === true)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Содержание документа не изменялось после подписания (проверено по контрольной сумме).
      </Typography>
    );
  return null;
}
