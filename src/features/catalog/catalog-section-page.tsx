import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useCatalogPage } from './api';
import { CatalogLayout } from './catalog-layout';
import { MENU_ITEMS } from './catalog-menu';
import { serviceCardPath } from './catalog-paths';
import { CatalogSearch } from './catalog-search';
import { CatalogServiceList } from './catalog-service-list';
import { servicesCount } from './services-count';
import { PAGE_SIZE, useCatalogQuery } from './use-catalog-query';

/** The section a path names: '/services/catalog/nurse' -> 'nurse'; the catalogue itself is 'main'. */
export function sectionOf(pathname: string): string {
  const slug = /^\/services\/catalog\/([a-z-]+)\/?$/.exec(pathname)?.[1];
  return slug && MENU_ITEMS.some((item) => item.slug === slug) ? slug : 'main';
}

/** /services/catalog and its sections: the services of a group with their providers, searched and paged. */
export default function CatalogSectionPage() {
  const section = sectionOf(useLocation().pathname);
  const caption = MENU_ITEMS.find((item) => item.slug === section)!.caption;
  const { query, update } = useCatalogQuery();
  const { data, error, isLoading } = useCatalogPage({ section, ...query, pageSize: PAGE_SIZE });
  const pages = data ? Math.ceil(data.total / PAGE_SIZE) : 0;
  return (
    <CatalogLayout current={section}>
      <Typography component="h2" variant="h5" gutterBottom>
        {caption}
      </Typography>
      <CatalogSearch search={query.search} onSearch={(search) => update({ search })} />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить каталог. Обновите страницу.</Alert>}
      {data && (
        <>
          <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
            Найдено: {servicesCount(data.total)}
          </Typography>
          <CatalogServiceList items={data.items} cardPath={(service) => serviceCardPath(section, service)} />
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
    </CatalogLayout>
  );
}
