import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { MSP_LIST, PAGE_SIZE, useMspCategories, useMspSearch, useMspSubcategories, useMspTags } from './api';
import { NavigatorLayout } from './navigator-layout';
import { MspSearchField } from './msp-search-field';
import { MspFilters } from './msp-filters';
import { MspList } from './msp-list';
import { PageSwitcher } from '@/components/paged-list/page-switcher';
import { countOf, MEASURE_WORDS } from './count-words';
import { useListParams } from '@/components/list-params/use-list-params';

/** /navigator/msp-list: measures found by words, category, subcategory and tags, paged; the state lives in the URL. */
export default function MspListPage() {
  const { query, update } = useListParams(MSP_LIST);
  const categories = useMspCategories();
  const subcategories = useMspSubcategories(query.categoryId);
  const tags = useMspTags();
  const { data, error, isLoading } = useMspSearch({
    search: query.search,
    categoryId: query.categoryId,
    subcategoryId: query.categoryId ? query.subcategoryId : undefined,
    tagIds: query.tagIds,
    page: query.page,
  });
  const category = categories.data?.find((c) => c.id === query.categoryId);
  return (
    <NavigatorLayout current="msp" heading={category ? category.caption : 'Поиск мер социальной поддержки'}>
      <MspSearchField search={query.search} onSearch={(search) => update({ search })} />
      <MspFilters
        categories={categories.data ?? []}
        subcategories={subcategories.data?.items ?? []}
        tags={tags.data ?? []}
        categoryId={query.categoryId}
        subcategoryId={query.subcategoryId}
        tagIds={query.tagIds}
        onCategory={(categoryId) => update({ categoryId, subcategoryId: undefined })}
        onSubcategory={(subcategoryId) => update({ subcategoryId })}
        onTags={(ids) => update({ tagIds: ids })}
      />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось выполнить поиск. Обновите страницу.</Alert>}
      {data && (
        <>
          <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
            Найдено: {countOf(data.total, MEASURE_WORDS)}
          </Typography>
          <MspList items={data.items} />
          <PageSwitcher
            total={data.total}
            pageSize={PAGE_SIZE}
            page={query.page}
            onPage={(page) => {
              update({ page });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </NavigatorLayout>
  );
}
