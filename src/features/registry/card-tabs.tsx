import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ruDate } from '@common/region-time';
import { formatPhone } from '@common/validation/phone';
import { DetailsList } from '@/components/details-list';
import { SiteLink } from '@/components/site-link';
import { useCardServices, type ProviderCard, type RegistryKind } from './api';
import { LICENSE_STATUS, PROVIDER_TYPES, ratingCaption, SEAT_FORMS } from './labels';
import { ServiceCard } from './service-card';

/** A link that opens the point on a public map in a new tab. */
export function mapLink(latitude: number, longitude: number): string {
  return `https://yandex.ru/maps/?pt=${longitude},${latitude}&z=16&l=map`;
}

/** Address tab: the address, how to reach them and the point with a link to a map (no map is drawn in the page). */
export function AddressTab({ card }: { card: ProviderCard }) {
  const point = card.latitude !== null && card.longitude !== null ? { lat: card.latitude, lon: card.longitude } : null;
  return (
    <DetailsList
      rows={[
        ['Адрес', card.address],
        ['Населённый пункт', card.city],
        ['Телефон', formatPhone(card.phone)],
        ['Электронная почта', card.email ? <Link href={`mailto:${card.email}`}>{card.email}</Link> : null],
        ['Режим работы', card.workHours],
        [
          'На карте',
          point ? (
            <>
              {point.lat.toFixed(4).replace('.', ',')}° с. ш., {point.lon.toFixed(4).replace('.', ',')}° в. д. —{' '}
              <Link href={mapLink(point.lat, point.lon)} target="_blank" rel="noopener noreferrer">
                открыть на карте (в новой вкладке)
              </Link>
            </>
          ) : null,
        ],
      ]}
    />
  );
}

/** Register tab: what the register of providers holds about them. */
export function RegisterTab({ card }: { card: ProviderCard }) {
  const ip = card.ogrn.length === 15;
  return (
    <DetailsList
      rows={[
        ['Полное наименование', card.caption],
        ['Сокращённое наименование', card.shortCaption],
        ['Организационно-правовая форма', card.legalForm],
        ['Тип поставщика', PROVIDER_TYPES[card.institutionTypeId]],
        [ip ? 'ОГРНИП' : 'ОГРН', card.ogrn],
        ['ИНН', card.inn],
        ['КПП', card.kpp],
        ['Дата государственной регистрации', ruDate(card.dateRegistered)],
        ['Дата включения в реестр', ruDate(card.dateIncluded)],
        [ip ? 'Индивидуальный предприниматель' : 'Руководитель', card.director],
      ]}
    />
  );
}

/** Licences tab: the list, each number leading to the licence's page. */
export function LicensesTab({ card }: { card: ProviderCard }) {
  if (!card.licenses.length) return <Typography color="text.secondary">Сведения о лицензиях отсутствуют.</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Лицензии">
        <TableHead>
          <TableRow>
            <TableCell>Номер</TableCell>
            <TableCell>Вид деятельности</TableCell>
            <TableCell>Дата выдачи</TableCell>
            <TableCell>Статус</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {card.licenses.map((license) => (
            <TableRow key={license.id}>
              <TableCell>
                <Link component={RouterLink} to={`/registry/${card.id}/licenses/${license.id}`}>
                  {license.number}
                </Link>
              </TableCell>
              <TableCell>{license.activity}</TableCell>
              <TableCell>{ruDate(license.issuedOn)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={LICENSE_STATUS[license.status].label}
                  color={LICENSE_STATUS[license.status].color}
                  variant="outlined"
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Seats tab: places by form of social service and how many are free. */
export function SeatsTab({ card }: { card: ProviderCard }) {
  if (!card.seats.length) return <Typography color="text.secondary">Сведения о местах отсутствуют.</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Места по формам социального обслуживания">
        <TableHead>
          <TableRow>
            <TableCell>Форма социального обслуживания</TableCell>
            <TableCell align="right">Всего мест</TableCell>
            <TableCell align="right">Свободных мест</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {card.seats.map((seat) => (
            <TableRow key={seat.form}>
              <TableCell>{SEAT_FORMS[seat.form]}</TableCell>
              <TableCell align="right">{seat.total}</TableCell>
              <TableCell align="right">{seat.free === 0 ? 'нет' : seat.free}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Services tab: the cards of the services (tours lead to their dates). */
export function ServicesTab({ kind, card }: { kind: RegistryKind; card: ProviderCard }) {
  const { data, error, isLoading } = useCardServices(kind, card.id);
  if (isLoading) return <LinearProgress aria-label="Загрузка" />;
  if (error || !data) return <Alert severity="error">Не удалось загрузить услуги. Обновите страницу.</Alert>;
  if (!data.length) return <Typography color="text.secondary">Услуги не указаны.</Typography>;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      {data.map((service) => (
        <ServiceCard
          key={service.id}
          service={service}
          to={kind === 'tour' ? `/registry/tour/${card.id}/services/${service.id}` : undefined}
        />
      ))}
    </Box>
  );
}

/** Other tab: the description, the site and the programmes they take part in. */
export function OtherTab({ card }: { card: ProviderCard }) {
  return (
    <DetailsList
      rows={[
        ['О поставщике', card.description],
        ['Сайт', card.site && <SiteLink site={card.site} />],
        ['Рейтинг', ratingCaption(card.rating, card.ratingCount)],
        ['Программа «Активное долголетие»', card.isActiveLongevityProgram ? 'Участвует' : 'Нет'],
      ]}
    />
  );
}
