import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { countText } from '@/components/paged-list/count-text';
import { PagedList } from '@/components/paged-list/paged-list';
import { useCities, useDistricts, useRegistryList, type ProviderRow } from './api';
import { RegistryFilters } from './registry-filters';
import { ProviderSummary } from './provider-list';
import { PAGE_SIZE, useListQuery } from './use-list-query';

/** '12 поставщиков' with the right Russian plural. */
export const providersCount = (
  n: number,
  words: [string, string, string] = ['поставщик', 'поставщика', 'поставщиков'],
): string => countText(n, words);

export interface RegistryListProps {
  kind: 'registry' | 'catalog' | 'tour';
  tab?: 'state' | 'non-state' | 'individual' | 'soc-cert' | 'early-help';
  cardPath(row: ProviderRow): string;
  countWords?: [string, string, string];
}

/** A searchable, filtered, paged list of the registry with its count; its state lives in the URL. */
export function RegistryList({ kind, tab, cardPath, countWords }: RegistryListProps) {
  const { query, update } = useListQuery({ tab });
  const { data, error, isLoading } = useRegistryList(kind, { ...query, tab });
  const cities = useCities();
  const districts = useDistricts();
  return (
    <>
      <RegistryFilters
        search={query.search}
        districtId={query.districtId}
        cityId={query.cityId}
        area={query.area}
        districts={districts.data ?? []}
        cities={cities.data ?? []}
        withArea={kind !== 'tour'}
        onSearch={(search) => update({ search })}
        onDistrict={(districtId, cityId) => update({ districtId, cityId })}
        onCity={(cityId) => update({ cityId })}
        onArea={(area) => update({ area })}
      />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить реестр. Обновите страницу.</Alert>}
      {data && (
        <PagedList
          items={data.items}
          total={data.total}
          pageSize={PAGE_SIZE}
          countText={(total) => providersCount(total, countWords)}
          itemKey={(row) => row.id}
          itemPath={cardPath}
          renderItem={(row) => <ProviderSummary row={row} />}
        />
      )}
    </>
  );
}
