import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useMspCategories } from './api';
import { NavigatorLayout } from './navigator-layout';
import { MspSearchField } from './msp-search-field';
import { countOf, MEASURE_WORDS } from './count-words';

/** /navigator/msp: the categories of support measures, each opening its measures. */
export default function MspCategoriesPage() {
  const { data, error, isLoading } = useMspCategories();
  const navigate = useNavigate();
  return (
    <NavigatorLayout current="msp" heading="Меры социальной поддержки">
      <MspSearchField
        search=""
        onSearch={(search) =>
          navigate(search ? `/navigator/msp-list?search=${encodeURIComponent(search)}` : '/navigator/msp-list')
        }
      />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить категории. Обновите страницу.</Alert>}
      {data && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            gap: 2,
          }}
        >
          {data.map((category) => (
            <li key={category.id}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={`/navigator/msp-list?categoryId=${category.id}`}
                  sx={{ height: '100%' }}
                >
                  <CardContent>
                    <Typography component="h3" variant="h6" gutterBottom>
                      {category.caption}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {category.description}
                    </Typography>
                    <Typography variant="body2" color="primary">
                      {countOf(category.mspCount, MEASURE_WORDS)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </NavigatorLayout>
  );
}
