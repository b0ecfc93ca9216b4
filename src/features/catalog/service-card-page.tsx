import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { DetailsList } from '@/components/details-list';
import { SERVICE_AREAS } from '@/components/service-labels';
import { SiteLink } from '@/components/site-link';
import { tariffRows } from '@/components/tariff-rows';
import { CATALOG_SECTIONS } from '@common/catalog-groups';
import { formatPhone } from '@common/validation/phone';
import { idFrom, useCatalogServiceCard, type CatalogServiceCard } from './api';
import { CatalogLayout } from './catalog-layout';
import { contractPath } from './catalog-paths';

/** The service and its provider, with 'Оформить договор'. */
export function ServiceCardView({ card }: { card: CatalogServiceCard }) {
  const { provider } = card;
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
        {card.caption}
      </Typography>
      <Chip size="small" variant="outlined" label={SERVICE_AREAS[card.area]} sx={{ my: 1 }} />
      <Typography sx={{ mb: 2 }}>{card.description}</Typography>
      <DetailsList rows={tariffRows(card)} />
      <Button
        component={RouterLink}
        to={contractPath(provider.id, card.id)}
        variant="contained"
        size="large"
        sx={{ mt: 3, mb: 3 }}
      >
        Оформить договор
      </Button>
      <Paper variant="outlined" component="section" aria-labelledby="service-provider" sx={{ p: 2 }}>
        <Typography id="service-provider" component="h3" variant="h6" gutterBottom>
          Поставщик услуги
        </Typography>
        <Typography sx={{ mb: 1.5, fontWeight: 600, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/registry/catalog/${provider.id}`}>
            {provider.shortCaption}
          </Link>
        </Typography>
        <DetailsList
          rows={[
            ['Адрес', provider.address],
            ['Телефон', formatPhone(provider.phone)],
            ['Электронная почта', provider.email],
            ['Сайт', provider.site && <SiteLink site={provider.site} />],
            ['Руководитель', provider.director],
            ['Режим работы', provider.workHours],
          ]}
        />
      </Paper>
    </>
  );
}

/** /services/catalog/card/{id}/services/{serviceId}: a catalogue service with its provider. */
export default function ServiceCardPage() {
  const params = useParams();
  const id = idFrom(params.id);
  const serviceId = idFrom(params.serviceId);
  const { data, error, isLoading } = useCatalogServiceCard(id, serviceId);
  if (
    id === null ||
    serviceId === null ||
    (error instanceof ApiError && (error.status === 404 || error.status === 400))
  )
    return <Navigate to="/404" replace />;
  const section = CATALOG_SECTIONS.find((item) => item.group === data?.catalogGroup);
  return (
    <CatalogLayout current={section?.slug ?? 'main'}>
      <BackButton
        to={`/services/catalog/${section?.slug ?? 'main'}`}
        caption={section ? `К разделу «${section.caption}»` : 'Назад'}
      />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить услугу. Обновите страницу.</Alert>}
      {data && <ServiceCardView card={data} />}
    </CatalogLayout>
  );
}
