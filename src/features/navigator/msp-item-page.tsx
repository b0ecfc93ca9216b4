import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { idFrom, useMsp, type MspCard } from './api';
import { NavigatorLayout } from './navigator-layout';
import { SupplierFinder } from './supplier-finder';

const EMPTY = 'отсутствует';

/** A measure: who is eligible, how to apply, the documents, the amount and the legal basis. */
export function MspCardView({ card }: { card: MspCard }) {
  const sections: Array<[string, string]> = [
    ['Кто может получить', card.recipients],
    ['Как получить', card.howToApply],
    ['Документы', card.documents || EMPTY],
    ['Размер', card.amount ?? EMPTY],
    ['Основание', card.legalBasis],
  ];
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        <Link component={RouterLink} to={`/navigator/msp-list?categoryId=${card.category.id}`}>
          {card.category.caption}
        </Link>
        {' › '}
        <Link
          component={RouterLink}
          to={`/navigator/msp-list?categoryId=${card.category.id}&subcategoryId=${card.subcategory.id}`}
        >
          {card.subcategory.caption}
        </Link>
      </Typography>
      <Typography component="h2" variant="h5" sx={{ my: 1, overflowWrap: 'anywhere' }}>
        {card.caption}
      </Typography>
      <Typography sx={{ mb: 1 }}>{card.summary}</Typography>
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mb: 2 }}>
        {card.tags.map((tag) => (
          <Chip
            key={tag.id}
            size="small"
            variant="outlined"
            label={tag.caption}
            component={RouterLink}
            to={`/navigator/msp-list?tags=${tag.id}`}
            clickable
          />
        ))}
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        {sections.map(([title, text]) => (
          <Box key={title} component="section" sx={{ '& + &': { mt: 2 } }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{text}</Typography>
          </Box>
        ))}
      </Paper>
    </>
  );
}

/** /navigator/msp-item?id=N: the measure's card and the suppliers that provide it, nearest first. */
export default function MspItemPage() {
  const [params] = useSearchParams();
  const id = idFrom(params.get('id')) ?? null;
  const { data, error, isLoading } = useMsp(id);
  if (id === null || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <Navigate to="/404" replace />;
  return (
    <NavigatorLayout current="msp">
      <BackButton
        to={data ? `/navigator/msp-list?categoryId=${data.category.id}` : '/navigator/msp'}
        caption="К списку мер"
      />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить меру поддержки. Обновите страницу.</Alert>}
      {data && (
        <>
          <MspCardView card={data} />
          <Typography component="h2" variant="h5" gutterBottom>
            Где получить
          </Typography>
          {data.suppliersCount === 0 ? (
            <Typography color="text.secondary">Учреждения для этой меры пока не указаны.</Typography>
          ) : (
            <SupplierFinder mspId={data.id} />
          )}
        </>
      )}
    </NavigatorLayout>
  );
}
