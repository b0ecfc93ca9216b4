import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DetailsList } from '@/components/details-list';
import { formatMoney } from '@/components/format-money';
import { PhoneLink } from '@/components/phone-link';
import { WorkflowHistory } from '@/components/status-history/status-history';
import { TourismCertificateStatusChip } from '@/components/tourism-certificate-status-chip';
import { ruDate, ruDateTime } from '@common/region-time';
import { TOURISM_CERTIFICATE_TABLE, TourismCertificateStatus as S } from '@common/tourism/certificate-machine';
import { chooseTourPath, type TourismCertificateCard } from './api';

const fileHref = (id: string) => `/api/files/get?preloadId=${encodeURIComponent(id)}`;

/**
 * A tourism certificate as its card: number, type and status, the validity (from, to, the period),
 * the nominal, the applicant with the address and phone, the members of the family, the documents,
 * the refusal's reason and the history. An issued certificate in force offers «Выбрать тур» to its
 * holder: the catalogue's tourism section with the tours it pays for.
 */
export function CertificateView({ certificate }: { certificate: TourismCertificateCard }) {
  const c = certificate;
  const headingId = `tourism-certificate-${c.id}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h2">
            Сертификат № {c.number}
          </Typography>
          <TourismCertificateStatusChip status={c.status} caption={c.statusCaption} />
        </Stack>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{c.typeCaption}</Typography>
        {c.side === 'applicant' && c.inForce && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Button component={RouterLink} to={chooseTourPath(c.id)} variant="contained">
              Выбрать тур
            </Button>
            <Typography color="text.secondary">
              Тур оплачивается по сертификату до {ruDate(c.dateToIncluded)}
            </Typography>
          </Stack>
        )}
        <DetailsList
          emptyText="не указано"
          rows={[
            ['Срок действия', c.validPeriod ?? (c.status === S.Submitted ? 'будет указан при выдаче' : null)],
            ...(c.dateFrom ? [['Действует с', ruDate(c.dateFrom)] as const] : []),
            ...(c.dateToIncluded ? [['Действует по (включительно)', ruDate(c.dateToIncluded)] as const] : []),
            ['Номинал', formatMoney(c.nominal)],
            ['Заявитель', c.applicant],
            ['Адрес проживания', c.address],
            ['Телефон', <PhoneLink key="phone" phone={c.phone} />],
            ['Заявление подано', ruDateTime(c.createdAt)],
            ...(c.decidedAt ? [['Решение принято', ruDateTime(c.decidedAt)] as const] : []),
            ...(c.reason ? [[c.status === S.Refused ? 'Причина отказа' : 'Причина отзыва', c.reason] as const] : []),
          ]}
        />
        <Stack spacing={1} component="section" aria-label="Члены семьи">
          <Typography variant="subtitle1" component="h3">
            Члены семьи, которые поедут с заявителем
          </Typography>
          {c.members.length === 0 ? (
            <Typography color="text.secondary">Заявитель едет один.</Typography>
          ) : (
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
              {c.members.map((m) => (
                <Typography component="li" key={m.personId} sx={{ overflowWrap: 'anywhere' }}>
                  {m.fio}, {ruDate(m.birthDate)} — {m.relationDegree.toLowerCase()}
                </Typography>
              ))}
            </Stack>
          )}
        </Stack>
        <Stack spacing={1} component="section" aria-label="Документы">
          <Typography variant="subtitle1" component="h3">
            Документы
          </Typography>
          {c.files.length === 0 ? (
            <Typography color="text.secondary">Документы не приложены.</Typography>
          ) : (
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
              {c.files.map((f) => (
                <li key={f.id}>
                  <Link href={fileHref(f.id)} sx={{ overflowWrap: 'anywhere' }}>
                    {f.name}
                  </Link>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
        <WorkflowHistory label="История сертификата" rows={c.history} sides={TOURISM_CERTIFICATE_TABLE.sides} />
      </Stack>
    </Paper>
  );
}
