import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { api } from '@/api/client';
import { refusalTexts } from '@/api/api-error';
import { QrImage } from '@/components/qr-image';
import { ruDate, ruDateTime } from '@common/region-time';
import { TOUR_CHECK_IN_MSG } from '@common/tourism/tour-check-in';

/** What the check-in code of a contract shows: its signed link and the tour. */
export interface TourCheckInCode {
  /** The page's path the code opens: /qr-check-in-tourism/{payload}/{digest}. */
  path: string;
  tour: string;
  dateFrom: string;
  dateTo: string;
  /** When the operator checked the tourists in (ISO instant), null when not yet. */
  checkedInAt: string | null;
}

const tourDays = (from: string, to: string) => (from === to ? ruDate(from) : `${ruDate(from)} — ${ruDate(to)}`);

/** The check-in QR code of a tour contract as the tourist shows it: the code, its link, the hint. */
export function TourCheckInQrView({ code, origin }: { code: TourCheckInCode; origin: string }) {
  const link = `${origin}${code.path}`;
  return (
    <Box component="figure" sx={{ m: 0, textAlign: 'center' }} data-testid="tour-check-in-qr">
      <Box sx={{ display: 'inline-block' }}>
        <QrImage link={link} size={220} label={`QR-код прибытия на тур «${code.tour}»`} />
      </Box>
      <Typography component="figcaption" variant="body1" sx={{ mt: 1, fontWeight: 500 }}>
        {TOUR_CHECK_IN_MSG.hint}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        «{code.tour}», {tourDays(code.dateFrom, code.dateTo)}
      </Typography>
      {code.checkedInAt && (
        <Alert severity="success" sx={{ mt: 1, textAlign: 'left' }}>
          Прибытие отмечено {ruDateTime(code.checkedInAt)}
        </Alert>
      )}
      <Link
        href={link}
        variant="caption"
        component="a"
        sx={{ display: 'block', mt: 1, wordBreak: 'break-all' }}
        data-testid="tour-check-in-link"
      >
        {link}
      </Link>
    </Box>
  );
}

/**
 * The check-in QR code of the holder's tour contract in force (personId/id of the contract): the
 * server signs its link; the operator scans it or opens the link to confirm the tourists' arrival.
 */
export function TourCheckInQr({ personId, id }: { personId: number; id: number }) {
  const { data, error, isLoading } = useSWR(['/tour-contract/check-in-qr', personId, id], () =>
    api.get('/tour-contract/check-in-qr/{personId}/{id}', { params: { personId, id }, quiet: true }),
  );
  if (isLoading) return <Skeleton variant="rectangular" width={220} height={220} sx={{ mx: 'auto' }} />;
  if (error || !data)
    return <Alert severity="warning">{refusalTexts(error)[0] ?? 'Не удалось получить QR-код прибытия'}</Alert>;
  return <TourCheckInQrView code={data} origin={globalThis.location.origin} />;
}
