import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ApiQuery } from '@/api/client';
import { listParams, text, useListParams } from '@/components/list-params/use-list-params';
import { PagedList } from '@/components/paged-list/paged-list';
import { PAGE_SIZE, useCatalogPage } from './api';
import { AvailableToursSection } from './available-tours';
import { CatalogLayout } from './catalog-layout';
import { MENU_ITEMS } from './catalog-menu';
import { serviceCardPath } from './catalog-paths';
import { CatalogSearch } from './catalog-search';
import { CatalogServiceSummary } from './catalog-service-list';
import { servicesCount } from './services-count';
import { TourismCertificatesSection } from './tourism-certificates';

/** A section's search in the address (`?search=...&page=2`), typed by the catalogue's query. */
const CATALOG_LIST = listParams<ApiQuery<'/public/service/catalog', 'get'>>()({ search: text() });

/** The section a path names: '/services/catalog/nurse' -> 'nurse'; the catalogue itself is 'main'. */
export function sectionOf(pathname: string): string {
  const slug = /^\/services\/catalog\/([a-z-]+)\/?$/.exec(pathname)?.[1];
  return slug && MENU_ITEMS.some((item) => item.slug === slug) ? slug : 'main';
}

/** /services/catalog and its sections: the services of a group with their providers, searched and paged. */
export default function CatalogSectionPage() {
  const section = sectionOf(useLocation().pathname);
  const caption = MENU_ITEMS.find((item) => item.slug === section)!.caption;
  const { query, update } = useListParams(CATALOG_LIST);
  const { data, error, isLoading } = useCatalogPage({
    section,
    ...query,
    pageSize: PAGE_SIZE,
  });
  return (
    <CatalogLayout current={section}>
      <Typography component="h2" variant="h5" gutterBottom>
        {caption}
      </Typography>
      {section === 'tourism' && <TourismCertificatesSection />}
      {section === 'tourism' && <AvailableToursSection />}
      <CatalogSearch search={query.search} onSearch={(search) => update({ search })} />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить каталог. Обновите страницу.</Alert>}
      {data && (
        <PagedList
          items={data.items}
          total={data.total}
          pageSize={PAGE_SIZE}
          countText={servicesCount}
          itemKey={(service) => service.id}
          itemPath={(service) => serviceCardPath(section, service)}
          renderItem={(service) => <CatalogServiceSummary service={service} />}
        />
      )}
    </CatalogLayout>
  );
}
