import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { ApiError } from '@/api/client';
import { config } from '@/config';
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

/** The address of an approved service's photo (served to anyone). */
export const servicePhotoUrl = (card: Pick<CatalogServiceCard, 'id' | 'provider'>, fileId: string) =>
  `${config.apiRoot}/public/registry/${card.provider.id}/services-catalog/${card.id}/photos/${encodeURIComponent(fileId)}`;

/** The approved photos of a service: a grid of previews, each opening the photo itself. */
function ServicePhotos({ card, photoUrl }: { card: CatalogServiceCard; photoUrl: (fileId: string) => string }) {
  if (card.photos.length === 0) return null;
  const count = card.photos.length;
  return (
    <Box
      component="ul"
      aria-label="Фотографии услуги"
      sx={{
        listStyle: 'none',
        p: 0,
        my: 2,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {card.photos.map((photo, index) => (
        <li key={photo.id}>
          <Link href={photoUrl(photo.id)} target="_blank" rel="noopener" sx={{ display: 'block' }}>
            <Box
              component="img"
              src={photoUrl(photo.id)}
              alt={`Фотография ${index + 1} из ${count}: ${card.caption}`}
              loading="lazy"
              sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
            />
          </Link>
        </li>
      ))}
    </Box>
  );
}

export interface ServiceCardViewProps {
  card: CatalogServiceCard;
  /** Where a photo is read (the portal's public address unless a story draws its own). */
  photoUrl?: (fileId: string) => string;
}

/** The service with its photos, places and schedule, and its provider, with 'Оформить договор'. */
export function ServiceCardView({ card, photoUrl = (fileId) => servicePhotoUrl(card, fileId) }: ServiceCardViewProps) {
  const { provider } = card;
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
        {card.caption}
      </Typography>
      <Chip size="small" variant="outlined" label={SERVICE_AREAS[card.area]} sx={{ my: 1 }} />
      <Typography sx={{ mb: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{card.description}</Typography>
      <ServicePhotos card={card} photoUrl={photoUrl} />
      <DetailsList
        rows={[
          ...tariffRows(card),
          ['Количество мест', card.places === null ? null : String(card.places)],
          [
            'Расписание',
            card.schedule && (
              <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                {card.schedule}
              </Box>
            ),
          ],
        ]}
      />
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
