import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import { usePhone } from '@/components/use-phone';
import type { ServiceArea } from '@/components/service-labels';
import { SERVICE_AREAS } from './labels';

export interface RegistryFiltersProps {
  search: string;
  districtId?: number;
  cityId?: number;
  area?: ServiceArea;
  /** The region's municipal districts, each with the ids of its cities. */
  districts: Array<{ code: number; caption: string; cityIds: number[] }>;
  cities: Array<{ code: number; caption: string }>;
  /** Whether the service-area filter is offered (tours have no areas to choose). */
  withArea?: boolean;
  onSearch(search: string): void;
  /** A district was chosen (or «Все»), with the city kept when it lies in that district. */
  onDistrict(districtId: number | undefined, cityId: number | undefined): void;
  onCity(cityId: number | undefined): void;
  onArea(area: ServiceArea | undefined): void;
}

/**
 * Search by name, INN, OGRN or service, and the district, city and service-area filters: a
 * chosen district narrows the cities offered to its own. On a phone the filters fold under a
 * «Фильтры» button; the search stays in sight.
 */
export function RegistryFilters({
  search,
  districtId,
  cityId,
  area,
  districts,
  cities,
  withArea = true,
  onSearch,
  onDistrict,
  onCity,
  onArea,
}: RegistryFiltersProps) {
  const phone = usePhone();
  const [text, setText] = useState(search);
  const [open, setOpen] = useState(Boolean(districtId || cityId || area));
  const district = districts.find((d) => d.code === districtId);
  const offered = district ? cities.filter((city) => district.cityIds.includes(city.code)) : cities;
  const chooseDistrict = (code: number | undefined) => {
    const next = districts.find((d) => d.code === code);
    onDistrict(code, cityId !== undefined && (!next || next.cityIds.includes(cityId)) ? cityId : undefined);
  };
  const filtersId = useId();
  // The URL's search changed (back button, a shared link): the field shows it.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setText(search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const selects = (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        flexDirection: phone ? 'column' : 'row',
        flexWrap: 'wrap',
        mt: phone ? 2 : 0,
      }}
    >
      <TextField
        select
        label="Район или городской округ"
        size="small"
        value={district ? district.code : ''}
        onChange={(e) => chooseDistrict(e.target.value === '' ? undefined : Number(e.target.value))}
        sx={{ minWidth: 260 }}
      >
        <MenuItem value="">Все</MenuItem>
        {districts.map((d) => (
          <MenuItem key={d.code} value={d.code}>
            {d.caption}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Населённый пункт"
        size="small"
        value={offered.some((city) => city.code === cityId) ? cityId : ''}
        onChange={(e) => onCity(e.target.value === '' ? undefined : Number(e.target.value))}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">Все</MenuItem>
        {offered.map((city) => (
          <MenuItem key={city.code} value={city.code}>
            {city.caption}
          </MenuItem>
        ))}
      </TextField>
      {withArea && (
        <TextField
          select
          label="Сфера услуг"
          size="small"
          value={area ?? ''}
          onChange={(e) => onArea((e.target.value || undefined) as ServiceArea | undefined)}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">Все</MenuItem>
          {Object.entries(SERVICE_AREAS).map(([code, caption]) => (
            <MenuItem key={code} value={code}>
              {caption}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
  return (
    <Box sx={{ mb: 2 }}>
      <Box
        component="form"
        role="search"
        aria-label="Поиск в реестре"
        onSubmit={submit}
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'flex-start',
          flexWrap: phone ? 'wrap' : 'nowrap',
        }}
      >
        <TextField
          label="Название, ИНН, ОГРН или услуга"
          size="small"
          fullWidth
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
          Найти
        </Button>
        {phone && (
          <Button
            variant="outlined"
            startIcon={<TuneIcon />}
            aria-expanded={open}
            aria-controls={filtersId}
            onClick={() => setOpen((value) => !value)}
            sx={{ flexShrink: 0 }}
          >
            Фильтры
          </Button>
        )}
      </Box>
      {phone ? (
        <Collapse in={open} id={filtersId}>
          {selects}
        </Collapse>
      ) : (
        <Box sx={{ mt: 2 }}>{selects}</Box>
      )}
    </Box>
  );
}
