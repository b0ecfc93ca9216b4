import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import type { ApiQuery } from '@/api/client';
import { id, listParams, oneOf, text, useListParams } from '@/components/list-params/use-list-params';
import { countRu } from '@common/text/plural';
import { SERVICE_AREAS, type ServiceArea } from '@/components/service-labels';
import { PagedList } from '@/components/paged-list/paged-list';
import { useCities, useDistricts, useRegistryList, type ProviderRow } from './api';
import { RegistryFilters } from './registry-filters';
import { ProviderSummary } from './provider-list';

/** The providers one page of a registry list shows. */
export const PAGE_SIZE = 10;

/**
 * A registry list's filters as the address holds them (`?search=...&districtId=8&cityId=8&area=sport&page=3`),
 * typed by the registry's query; the tab is the page's (RegistryPage), not the list's.
 */
const REGISTRY_LIST = listParams<ApiQuery<'/public/registry', 'get'>>()({
  search: text(),
  districtId: id(),
  cityId: id(),
  area: oneOf(Object.keys(SERVICE_AREAS) as ServiceArea[]),
});

/** '12 поставщиков' with the right Russian plural. */
export const providersCount = (
  n: number,
  words: [string, string, string] = ['поставщик', 'поставщика', 'поставщиков'],
): string => countRu(n, words);

export interface RegistryListProps {
  kind: 'registry' | 'catalog' | 'tour';
  tab?: 'state' | 'non-state' | 'individual' | 'soc-cert' | 'early-help';
  cardPath(row: ProviderRow): string;
  countWords?: [string, string, string];
}

/** A searchable, filtered, paged list of the registry with its count; its state lives in the URL. */
export function RegistryList({ kind, tab, cardPath, countWords }: RegistryListProps) {
  const { query, update } = useListParams(REGISTRY_LIST);
  const { data, error, isLoading } = useRegistryList(kind, { ...query, tab, pageSize: PAGE_SIZE });
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
