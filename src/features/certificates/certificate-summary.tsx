import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/components/format-money';
import { countRu } from '@common/text/plural';
import type { CertificateDraft } from './api';

/** What a certificate of the type gives before it is asked for: its value, its services and who renders them. */
export function CertificateSummary({ draft }: { draft: CertificateDraft }) {
  const byService = new Map<string, string[]>();
  for (const s of draft.socServices) byService.set(s.caption, [...(byService.get(s.caption) ?? []), s.institution]);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3, maxWidth: 720 }}>
      <Typography sx={{ mb: 1 }}>{draft.description}</Typography>
      <Typography>
        Номинал: {formatMoney(draft.amount)}, объём: {countRu(draft.volume, ['услуга', 'услуги', 'услуг'])}, срок
        действия — 1 год со дня выдачи.
      </Typography>
      <Typography sx={{ mt: 1.5, fontWeight: 500 }}>Услуги и поставщики</Typography>
      {byService.size === 0 ? (
        <Typography color="text.secondary">Услуги этого вида в округе пока не оказываются.</Typography>
      ) : (
        <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
          {[...byService].map(([caption, providers]) => (
            <li key={caption}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{caption}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {providers.join('; ')}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Заявление рассматривает {draft.issuer.caption} в течение 10 рабочих дней.
      </Typography>
    </Paper>
  );
}
