import { lazy, Suspense } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@common/validation/phone';
import { ApiError } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { DetailsList } from '@/components/details-list';
import { SiteLink } from '@/components/site-link';
import { idFrom, useMapTiles, useSupplier, type SupplierCard } from './api';
import { DistanceBadge } from './distance-badge';
import { NavigatorLayout } from './navigator-layout';
import { usePersonPoint } from './use-person-point';

const SupplierMap = lazy(() => import('./supplier-map'));

function NamedLinks({
  title,
  items,
  path,
}: {
  title: string;
  items: Array<{ id: number; caption: string }>;
  path(id: number): string;
}) {
  if (!items.length) return null;
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h3" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item) => (
          <li key={item.id}>
            <Link component={RouterLink} to={path(item.id)}>
              {item.caption}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** A supplier: contacts, hours, distance from the person, its place on the map, its measures and services. */
export function SupplierCardView({ card, source }: { card: SupplierCard; source: 'browser' | 'region' }) {
  const tiles = useMapTiles();
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
        {card.shortCaption}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {card.caption}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <DistanceBadge distance={card.distance} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <DetailsList
            rows={[
              ['Адрес', card.address],
              ['Телефон', formatPhone(card.phone)],
              ['Электронная почта', card.email],
              ['Сайт', card.site && <SiteLink site={card.site} />],
              ['Часы работы', card.workHours],
            ]}
          />
        </Paper>
        {card.latitude !== null && tiles.data ? (
          <Suspense fallback={<Skeleton variant="rectangular" height={320} aria-label="Загрузка карты" />}>
            <SupplierMap
              suppliers={[card]}
              origin={card.origin}
              originSource={source}
              tiles={tiles.data}
              selectedId={card.id}
              height={320}
            />
          </Suspense>
        ) : (
          card.latitude === null && (
            <Alert severity="info">Координаты учреждения не указаны: уточните адрес по телефону.</Alert>
          )
        )}
      </Box>
      <NamedLinks
        title="Меры социальной поддержки"
        items={card.measures}
        path={(id) => `/navigator/msp-item?id=${id}`}
      />
      <NamedLinks
        title="Социальные услуги"
        items={card.services}
        path={(id) => `/navigator/suppliers?serviceId=${id}`}
      />
    </>
  );
}

/** /navigator/suppliers/{id}: a supplier's card. */
export default function SupplierCardPage() {
  const params = useParams();
  const id = idFrom(params.id) ?? null;
  const person = usePersonPoint();
  const { data, error, isLoading } = useSupplier(id, person.point);
  if (id === null || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <Navigate to="/404" replace />;
  return (
    <NavigatorLayout current="suppliers">
      <BackButton to="/navigator/suppliers" caption="К списку учреждений" />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить учреждение. Обновите страницу.</Alert>}
      {data && <SupplierCardView card={data} source={person.source} />}
    </NavigatorLayout>
  );
}
