import Typography from '@mui/material/Typography';
import { NewsCardPagedList } from '@/components/news-card-paged-list';
import { countRu } from '@common/text/plural';
import { usePage } from '@/components/list-params/use-list-params';
import { PAGE_SIZE, contestWrites, useContestPage } from './api';
import { CatalogLayout } from './catalog-layout';

/** '3 объявления' with the right Russian plural. */
const announcementsCount = (n: number) => countRu(n, ['объявление', 'объявления', 'объявлений']);

const cardPath = (id: number) => `/services/catalog/subsidy-contests/${id}`;

/** /services/catalog/subsidy-contests: the announcements of subsidy contests, newest first. */
export default function ContestListPage() {
  const [page] = usePage();
  const load = useContestPage(page, PAGE_SIZE);
  return (
    <CatalogLayout current="subsidy-contests">
      <NewsCardPagedList
        heading={
          <Typography component="h2" variant="h5">
            Конкурсы субсидий
          </Typography>
        }
        load={load}
        pageSize={PAGE_SIZE}
        countText={announcementsCount}
        emptyText="Объявлений о конкурсах пока нет."
        errorText="Не удалось загрузить объявления. Обновите страницу."
        itemHeading="h3"
        cardPath={cardPath}
        add={{ heading: 'Новое объявление о конкурсе', create: contestWrites.create }}
      />
    </CatalogLayout>
  );
}
