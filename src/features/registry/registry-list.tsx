import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useCities, useRegistryList, type ProviderRow } from './api';
import { RegistryFilters } from './registry-filters';
import { ProviderList } from './provider-list';
import { PAGE_SIZE, useListQuery } from './use-list-query';

/** '12 поставщиков' with the right Russian plural. */
export function providersCount(n: number, words: [string, string, string] = ['поставщик', 'поставщика', 'поставщиков']): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const word = mod10 === 1 && mod100 !== 11 ? words[0] : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? words[1] : words[2];
  return `${n} ${word}`;
}

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
  const pages = data ? Math.ceil(data.total / PAGE_SIZE) : 0;
  return (
    <>
      <RegistryFilters
        search={query.search}
        cityId={query.cityId}
        area={query.area}
        cities={cities.data ?? []}
        withArea={kind !== 'tour'}
        onSearch={(search) => update({ search })}
        onCity={(cityId) => update({ cityId })}
        onArea={(area) => update({ area })}
      />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить реестр. Обновите страницу.</Alert>}
      {data && (
        <>
          <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
            Найдено: {providersCount(data.total, countWords)}
          </Typography>
          <ProviderList items={data.items} cardPath={cardPath} />
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2, '& ul': { justifyContent: 'center' } }}
              count={pages}
              page={Math.min(query.page, pages)}
              siblingCount={0}
              onChange={(_, page) => {
                update({ page });
                window.scrollTo({ top: 0 });
              }}
              getItemAriaLabel={(type, page) => (type === 'page' ? `Страница ${page}` : type === 'next' ? 'Следующая страница' : type === 'previous' ? 'Предыдущая страница' : type === 'first' ? 'Первая страница' : 'Последняя страница')}
            />
          )}
          {data.total > 0 && data.items.length === 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              Такой страницы нет: всего страниц {pages}.
            </Alert>
          )}
        </>
      )}
    </>
  );
}
