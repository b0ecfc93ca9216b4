import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/api/client';
import { idFrom, useProviderCard, type ProviderCard, type RegistryKind } from './api';
import { AddressTab, LicensesTab, OtherTab, RegisterTab, SeatsTab, ServicesTab } from './card-tabs';
import { PROVIDER_TYPES } from './labels';

/** The tabs of a card (platform.md section 2), in the spec's order. */
const CARD_TABS = [
  { value: 'address', label: 'Адрес' },
  { value: 'register', label: 'Реестровые данные' },
  { value: 'licenses', label: 'Лицензии' },
  { value: 'seats', label: 'Места' },
  { value: 'services', label: 'Услуги' },
  { value: 'other', label: 'Прочее' },
] as const;
type CardTab = (typeof CARD_TABS)[number]['value'];

/** Where each kind of card returns to. */
const BACK: Record<RegistryKind, { to: string; label: string }> = {
  registry: { to: '/registry', label: 'К реестру поставщиков' },
  catalog: { to: '/registry/catalog', label: 'К поставщикам каталога' },
  'early-help': { to: '/registry/early-help', label: 'К реестру ранней помощи' },
  tour: { to: '/tour-operator', label: 'К реестру туроператоров' },
};

function TabBody({ tab, kind, card }: { tab: CardTab; kind: RegistryKind; card: ProviderCard }) {
  switch (tab) {
    case 'address':
      return <AddressTab card={card} />;
    case 'register':
      return <RegisterTab card={card} />;
    case 'licenses':
      return <LicensesTab card={card} />;
    case 'seats':
      return <SeatsTab card={card} />;
    case 'services':
      return <ServicesTab kind={kind} card={card} />;
    case 'other':
      return <OtherTab card={card} />;
  }
}

/** A provider's or a tour operator's card with its tabs; the open tab is in the URL (`?tab=services`). */
export function ProviderCardScreen({ kind }: { kind: RegistryKind }) {
  const id = idFrom(useParams().id);
  const [params, setParams] = useSearchParams();
  const { data, error, isLoading } = useProviderCard(kind, id);
  const raw = params.get('tab');
  const tab: CardTab = CARD_TABS.some((t) => t.value === raw) ? (raw as CardTab) : 'address';
  if (id === null || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <Navigate to="/404" replace />;
  if (isLoading) return <LinearProgress aria-label="Загрузка" />;
  if (error || !data) return <Alert severity="error">Не удалось загрузить карточку. Обновите страницу.</Alert>;
  return (
    <article>
      <Link component={RouterLink} to={BACK[kind].to} sx={{ display: 'inline-block', mb: 1 }}>
        ← {BACK[kind].label}
      </Link>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.4rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
        {data.shortCaption}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
        <Chip
          size="small"
          label={kind === 'tour' ? 'Туроператор' : (PROVIDER_TYPES[data.institutionTypeId] ?? 'Поставщик')}
        />
        {data.city && <Chip size="small" variant="outlined" label={data.city} />}
      </Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, value: CardTab) => setParams(value === 'address' ? {} : { tab: value })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Разделы карточки"
        >
          {CARD_TABS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              id={`card-tab-${t.value}`}
              aria-controls="card-tabpanel"
            />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id="card-tabpanel" aria-labelledby={`card-tab-${tab}`}>
        <TabBody tab={tab} kind={kind} card={data} />
      </div>
    </article>
  );
}
