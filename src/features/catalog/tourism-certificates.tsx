import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/components/format-money';
import { TourismCertificateStatusChip } from '@/components/tourism-certificate-status-chip';
import { useSession } from '@/stores/session';
import { ruDate } from '@common/region-time';
import { regionToday } from '@common/time-zone';
import {
  newCertificatePath,
  showCertificatePath,
  useCertificateChances,
  useHeldCertificates,
  type CertificateChance,
  type HeldCertificate,
} from './tourism-certificates-api';

/** The types of certificate: what each pays, how long it is valid, who may hold it, and apply or why not. */
export function CertificateTypeList({ types }: { types: readonly CertificateChance[] }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Виды сертификатов">
      {types.map((type) => (
        <Paper component="li" key={type.typeId} variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{type.caption}</Typography>
            <Typography color="text.secondary">
              {formatMoney(type.nominal)} · действует {type.validDays} дн. со дня выдачи · {type.holders}
            </Typography>
            {type.allowed ? (
              <div>
                <Button component={RouterLink} to={newCertificatePath(type.typeId)} variant="outlined">
                  Подать заявление
                </Button>
              </div>
            ) : (
              <Alert severity="info">{type.reason}</Alert>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The citizen's certificates of a year: number, type, status and validity, each linking to its card. */
export function HeldCertificateList({ items }: { items: readonly HeldCertificate[] }) {
  if (items.length === 0) return <Typography color="text.secondary">За этот год сертификатов нет.</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Мои сертификаты">
      {items.map((c) => (
        <Paper component="li" key={c.id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={showCertificatePath(c.id)} sx={{ fontWeight: 600 }}>
              № {c.number}
            </Link>
            <TourismCertificateStatusChip status={c.status} caption={c.statusCaption} />
          </Stack>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{c.typeCaption}</Typography>
          {c.validPeriod && <Typography color="text.secondary">Срок действия {c.validPeriod}</Typography>}
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The catalogue's tourism section's certificates: a tour of the region's people is paid by a tourism
 * certificate. A citizen sees the types with whether they may apply now, and their own certificates
 * of a year; a visitor is asked to sign in; a tour chosen under a certificate (`?certificate=`) names it.
 */
export function TourismCertificatesSection() {
  const citizen = useSession((s) => Boolean(s.user?.publicPerson && !s.user.selectedInstitution));
  const signedIn = useSession((s) => s.user !== null);
  const [params] = useSearchParams();
  const thisYear = Number(regionToday().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const chances = useCertificateChances(citizen);
  const held = useHeldCertificates(citizen, `${year}-01-01`, `${year}-12-31`);
  const chosen = Number(params.get('certificate')) || null;
  const under = held.data?.items.find((c) => c.id === chosen && c.inForce);
  return (
    <Stack spacing={2} component="section" aria-labelledby="tourism-certificates-heading" sx={{ mb: 3 }}>
      <Typography id="tourism-certificates-heading" variant="h6" component="h3">
        Туристический сертификат
      </Typography>
      {under && (
        <Alert severity="success">
          Выберите тур ниже: он будет оплачен по сертификату № {under.number} (действует по{' '}
          {ruDate(under.dateToIncluded)}).
        </Alert>
      )}
      <Typography color="text.secondary">
        Округ оплачивает тур жителю и членам его семьи по туристическому сертификату. Подайте заявление, дождитесь
        решения и выберите тур у туроператора из реестра.
      </Typography>
      {!citizen && (
        <Alert severity="info">
          {signedIn
            ? 'Сертификат оформляет гражданин: выберите роль «Гражданин» в меню пользователя.'
            : 'Чтобы подать заявление на сертификат, войдите на портал через Госуслуги.'}
        </Alert>
      )}
      {citizen && (chances.isLoading || held.isLoading) && <LinearProgress aria-label="Загрузка сертификатов" />}
      {citizen && (chances.error || held.error) && (
        <Alert severity="error">Не удалось загрузить сертификаты. Обновите страницу.</Alert>
      )}
      {chances.data && <CertificateTypeList types={chances.data.types} />}
      {citizen && (
        <Stack spacing={1}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle1" component="h4">
              Мои сертификаты
            </Typography>
            <TextField
              select
              size="small"
              label="Год"
              value={String(year)}
              onChange={(e) => setYear(Number(e.target.value))}
              sx={{ minWidth: 110 }}
            >
              {[thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((y) => (
                <MenuItem key={y} value={String(y)}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {held.data && <HeldCertificateList items={held.data.items} />}
        </Stack>
      )}
    </Stack>
  );
}
