import Typography from '@mui/material/Typography';
import { BackButton } from '@/components/back-button';
import { NewsCardPagedList } from '@/components/news-card-paged-list';
import { countRu } from '@common/text/plural';
import { usePage } from '@/components/list-params/use-list-params';
import { everyMotherWrites, useEveryMotherPage } from './api';

const PAGE_SIZE = 10;

/** '3 публикации' with the right Russian plural. */
const publicationsCount = (n: number) => countRu(n, ['публикация', 'публикации', 'публикаций']);

const cardPath = (id: number) => `/for-parents/every-mother/${id}`;

/** /for-parents/every-mother: «Каждой маме» news, newest first, paged (the page is in the address); an administrator adds a card. */
export default function EveryMotherListPage() {
  const [page] = usePage();
  const load = useEveryMotherPage(page, PAGE_SIZE);
  return (
    <>
      <BackButton to="/for-parents" caption="Родителям" />
      <NewsCardPagedList
        heading={
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.125rem' } }}>
            Каждой маме
          </Typography>
        }
        intro="Новости о выплатах, льготах и услугах для беременных женщин и мам с детьми в Ямало-Ненецком автономном округе."
        load={load}
        pageSize={PAGE_SIZE}
        countText={publicationsCount}
        emptyText="Публикаций пока нет."
        errorText="Не удалось загрузить новости. Обновите страницу."
        cardPath={cardPath}
        add={{ heading: 'Новая публикация', create: everyMotherWrites.create }}
      />
    </>
  );
}
