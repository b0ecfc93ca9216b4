import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PageSwitcher } from '@/components/paged-list/page-switcher';
import AddIcon from '@mui/icons-material/Add';
import { BackButton } from '@/components/back-button';
import { NewsCardFormDialog } from '@/components/news-card-form-dialog';
import { useSession } from '@/stores/session';
import { richTextExcerpt } from '@common/rich-text';
import { everyMotherWrites, formatDay, idFrom, useEveryMotherPage } from './api';

export const PAGE_SIZE = 10;
const EMPTY = { title: '', content: '' };

/** /for-parents/every-mother: «Каждой маме» news, newest first, paged (the page is in the address); an administrator adds a card. */
export default function EveryMotherListPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const page = idFrom(params.get('page')) ?? 1;
  const { data, error, isLoading } = useEveryMotherPage(page, PAGE_SIZE);
  const administrator = useSession((s) => s.user?.administrator === true);
  const [adding, setAdding] = useState(false);

  return (
    <>
      <BackButton to="/for-parents" caption="Родителям" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.125rem' } }}>
          Каждой маме
        </Typography>
        {administrator && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Добавить
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Новости о выплатах, льготах и услугах для беременных женщин и мам с детьми в Ямало-Ненецком автономном округе.
      </Typography>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить новости. Обновите страницу.</Alert>}
      {data && data.total === 0 && <Typography color="text.secondary">Публикаций пока нет.</Typography>}
      {data && (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {data.items.map((item) => (
            <li key={item.id}>
              <Card variant="outlined" component="article">
                <CardActionArea component={RouterLink} to={`/for-parents/every-mother/${item.id}`}>
                  <CardContent>
                    <Typography variant="body2" color="text.secondary">
                      {formatDay(item.publishedAt)}
                    </Typography>
                    <Typography component="h2" variant="h6" color="primary" sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' }, overflowWrap: 'anywhere', mb: 1 }}>
                      {item.title}
                    </Typography>
                    <Typography variant="body2">{richTextExcerpt(item.content)}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
      <PageSwitcher total={data?.total ?? 0} pageSize={PAGE_SIZE} page={page} onPage={(value) => setParams(value === 1 ? {} : { page: String(value) })} />
      {administrator && (
        <NewsCardFormDialog
          open={adding}
          heading="Новая публикация"
          initial={EMPTY}
          onClose={() => setAdding(false)}
          onSubmit={async (text) => {
            const id = await everyMotherWrites.create(text);
            setAdding(false);
            navigate(`/for-parents/every-mother/${id}`);
          }}
        />
      )}
    </>
  );
}
