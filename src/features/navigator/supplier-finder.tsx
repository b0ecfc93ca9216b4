import { lazy, Suspense, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import MapIcon from '@mui/icons-material/Map';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import SearchIcon from '@mui/icons-material/Search';
import { config } from '@/config';
import { PAGE_SIZE, SUPPLIERS_LIST, useMapTiles, useSuppliers } from './api';
import { SupplierList } from './supplier-list';
import { PageSwitcher } from '@/components/paged-list/page-switcher';
import { usePersonPoint } from './use-person-point';
import { useListParams } from '@/components/list-params/use-list-params';

/** Leaflet loads with the first map shown, not with the page. */
const SupplierMap = lazy(() => import('./supplier-map'));

export interface SupplierFinderProps {
  /** Only the suppliers of this measure or of this service. */
  mspId?: number;
  serviceId?: number;
  /** Offer a search by name or address. */
  withSearch?: boolean;
}

function SearchField({ search, onSearch }: { search: string; onSearch(text: string): void }) {
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setText(search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Поиск учреждений"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, flex: '1 1 320px' }}
    >
      <TextField
        label="Название или адрес"
        size="small"
        fullWidth
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
        Найти
      </Button>
    </Box>
  );
}

/**
 * Suppliers nearest to the person first, the list beside a map (from 960 px; on a phone the list
 * alone, with «Показать на карте»): the point is the browser's location when allowed, else the
 * chosen region's default point; «Только рядом» keeps those within 100 km. Page, search and the
 * nearby switch live in the URL.
 */
export function SupplierFinder({ mspId, serviceId, withSearch = false }: SupplierFinderProps) {
  const wide = useMediaQuery(`(min-width:${config.mobileBreakpoint}px)`);
  const person = usePersonPoint();
  const { query, update } = useListParams(SUPPLIERS_LIST);
  const [mapShown, setMapShown] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const tiles = useMapTiles();
  const { data, error, isLoading } = useSuppliers({
    lat: person.point.lat,
    lon: person.point.lon,
    mspId,
    serviceId,
    search: withSearch ? query.search : undefined,
    nearby: query.nearby || undefined,
    page: query.page,
    pageSize: PAGE_SIZE,
  });
  const select = (id: number) => {
    setSelectedId(id);
    document.getElementById(`supplier-${id}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  const showMap = wide || mapShown;
  const map = data && tiles.data && showMap && (
    <Suspense fallback={<Skeleton variant="rectangular" height={wide ? 520 : 360} aria-label="Загрузка карты" />}>
      <SupplierMap
        suppliers={data.items}
        origin={data.origin}
        originSource={person.source}
        tiles={tiles.data}
        selectedId={selectedId}
        onSelect={select}
        height={wide ? 520 : 360}
      />
    </Suspense>
  );
  return (
    <Box component="section" aria-label="Учреждения">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {person.source === 'browser'
            ? 'Расстояние — от вашего местоположения.'
            : 'Расстояние — от центра выбранного региона.'}
        </Typography>
        {person.source === 'region' && person.permission !== 'unsupported' && person.permission !== 'denied' && (
          <Button size="small" startIcon={<MyLocationIcon />} onClick={person.locate} disabled={person.locating}>
            Определить моё местоположение
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        {withSearch && <SearchField search={query.search} onSearch={(search) => update({ search })} />}
        <FormControlLabel
          control={<Switch checked={query.nearby} onChange={(e) => update({ nearby: e.target.checked })} />}
          label="Только рядом (до 100 км)"
        />
        {!wide && (
          <Button
            variant="outlined"
            startIcon={<MapIcon />}
            aria-expanded={mapShown}
            onClick={() => setMapShown((shown) => !shown)}
          >
            {mapShown ? 'Скрыть карту' : 'Показать на карте'}
          </Button>
        )}
      </Box>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить учреждения. Обновите страницу.</Alert>}
      {data && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }} role="status">
            Найдено учреждений: {data.total}
          </Typography>
          {!wide && map && <Box sx={{ mb: 2 }}>{map}</Box>}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: wide ? 'minmax(0, 1fr) minmax(0, 1.1fr)' : '1fr',
              gap: 3,
              alignItems: 'start',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <SupplierList items={data.items} selectedId={selectedId} />
              <PageSwitcher
                total={data.total}
                pageSize={PAGE_SIZE}
                page={query.page}
                onPage={(page) => {
                  update({ page });
                  window.scrollTo({ top: 0 });
                }}
              />
            </Box>
            {wide && <Box sx={{ position: 'sticky', top: 80 }}>{map}</Box>}
          </Box>
        </>
      )}
    </Box>
  );
}
