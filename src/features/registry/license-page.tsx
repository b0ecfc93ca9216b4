import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ruDate } from '@common/region-time';
import { ApiError } from '@/api/client';
import { DetailsList } from '@/components/details-list';
import { idFrom, useLicense } from './api';
import { LICENSE_STATUS } from './labels';

/** /registry/{institutionId}/licenses/{id}: one licence of a provider. */
export default function LicensePage() {
  const params = useParams();
  const institutionId = idFrom(params.institutionId);
  const licenseId = idFrom(params.id);
  const { data, error, isLoading } = useLicense(institutionId, licenseId);
  if (institutionId === null || licenseId === null || (error instanceof ApiError && error.status === 404))
    return <Navigate to="/404" replace />;
  if (isLoading) return <LinearProgress aria-label="Загрузка" />;
  if (error || !data) return <Alert severity="error">Не удалось загрузить лицензию. Обновите страницу.</Alert>;
  const status = LICENSE_STATUS[data.status];
  return (
    <article>
      <Link
        component={RouterLink}
        to={`/registry/${institutionId}?tab=licenses`}
        sx={{ display: 'inline-block', mb: 1 }}
      >
        ← К карточке поставщика
      </Link>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.4rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
        Лицензия {data.number}
      </Typography>
      <Chip label={status.label} color={status.color} variant="outlined" sx={{ my: 1.5 }} />
      <DetailsList
        rows={[
          ['Лицензиат', data.institution],
          ['Вид деятельности', data.activity],
          ['Работы и услуги', data.works],
          ['Лицензирующий орган', data.issuedBy],
          ['Дата предоставления', ruDate(data.issuedOn)],
          ['Срок действия', data.validUntil ? `до ${ruDate(data.validUntil)}` : 'бессрочно'],
          ['Место осуществления деятельности', data.place],
        ]}
      />
    </article>
  );
}
