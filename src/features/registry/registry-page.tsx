import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useRating, type ProviderRow } from './api';
import { ProviderList } from './provider-list';
import { RegistryList } from './registry-list';
import { listParams, oneOf, useListParams } from '@/components/list-params/use-list-params';

/** The registry's tabs (platform.md section 2), in the order of the spec. */
const TABS = [
  { value: 'state', label: 'Государственные' },
  { value: 'non-state', label: 'Негосударственные' },
  { value: 'individual', label: 'Индивидуальные предприниматели' },
  { value: 'rating', label: 'Рейтинг' },
  { value: 'soc-cert', label: 'По социальному сертификату' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** The tab in the address (`?tab=non-state`), none for the first; the rating is a tab of the page, not of the API's list. */
const REGISTRY_TAB = listParams<{ tab?: TabValue }>()({
  tab: oneOf(
    TABS.map((t) => t.value),
    'state',
  ),
});

const cardPath = (row: ProviderRow) => `/registry/${row.id}`;

function RatingTab() {
  const { data, error, isLoading } = useRating();
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Поставщики, упорядоченные по средней оценке получателей услуг по договорам.
      </Typography>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить рейтинг. Обновите страницу.</Alert>}
      {data && <ProviderList items={data} cardPath={cardPath} rankFrom={1} />}
    </>
  );
}

/** /registry: the public registry of providers by tab, with search, filters and paging kept in the URL. */
export default function RegistryPage() {
  const {
    query: { tab },
    update,
  } = useListParams(REGISTRY_TAB);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        Реестр поставщиков социальных услуг
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabValue) => update({ tab: value })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Вкладки реестра"
        >
          {TABS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              id={`registry-tab-${t.value}`}
              aria-controls="registry-tabpanel"
            />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id="registry-tabpanel" aria-labelledby={`registry-tab-${tab}`}>
        {tab === 'rating' ? <RatingTab /> : <RegistryList key={tab} kind="registry" tab={tab} cardPath={cardPath} />}
      </div>
    </>
  );
}
