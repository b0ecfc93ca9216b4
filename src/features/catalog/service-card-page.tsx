import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { formatPrice, RATE_TYPES, RATE_UNITS, SERVICE_AREAS } from '@/components/service-labels';
import { visuallyHidden } from '@/components/visually-hidden';
import { CATALOG_SECTIONS } from '@common/catalog-groups';
import { idFrom, useCatalogServiceCard, type CatalogServiceCard } from './api';
import { CatalogLayout } from './catalog-layout';
import { contractPath } from './catalog-paths';

const EMPTY = 'отсутствует';

/** Term and value pairs as a description list. */
function Facts({ rows }: { rows: Array<[string, React.ReactNode]> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 0.75 }, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' } }}>
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">{term}</Typography>
          <Typography component="dd" variant="body2">{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The service and its provider, with 'Оформить договор'. */
export function ServiceCardView({ card }: { card: CatalogServiceCard }) {
  const { provider } = card;
  const site = provider.site ? (
    <Link href={provider.site.startsWith('http') ? provider.site : `https://${provider.site}`} target="_blank" rel="noopener noreferrer">
      {provider.site}
      <Box component="span" sx={visuallyHidden}> (откроется в новой вкладке)</Box>
    </Link>
  ) : EMPTY;
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
        {card.caption}
      </Typography>
      <Chip size="small" variant="outlined" label={SERVICE_AREAS[card.area]} sx={{ my: 1 }} />
      <Typography sx={{ mb: 2 }}>{card.description}</Typography>
      <Facts
        rows={[
          ['Тип тарифа', RATE_TYPES[card.rateType]],
          ['Единица', card.rateUnit ? RATE_UNITS[card.rateUnit] : EMPTY],
          ['Стоимость', <strong key="price">{formatPrice(card)}</strong>],
        ]}
      />
      <Button component={RouterLink} to={contractPath(provider.id, card.id)} variant="contained" size="large" sx={{ mt: 3, mb: 3 }}>
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
        <Facts
          rows={[
            ['Адрес', provider.address || EMPTY],
            ['Телефон', provider.phone ?? EMPTY],
            ['Электронная почта', provider.email ?? EMPTY],
            ['Сайт', site],
            ['Руководитель', provider.director ?? EMPTY],
            ['Режим работы', provider.workHours ?? EMPTY],
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
  if (id === null || serviceId === null || (error instanceof ApiError && (error.status === 404 || error.status === 400))) return <Navigate to="/404" replace />;
  const section = CATALOG_SECTIONS.find((item) => item.group === data?.catalogGroup);
  return (
    <CatalogLayout current={section?.slug ?? 'main'}>
      <BackButton to={`/services/catalog/${section?.slug ?? 'main'}`} caption={section ? `К разделу «${section.caption}»` : 'Назад'} />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить услугу. Обновите страницу.</Alert>}
      {data && <ServiceCardView card={data} />}
    </CatalogLayout>
  );
}
