import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { NAVIGATOR_PARTS, NavigatorLayout } from './navigator-layout';
import { MspSearchField } from './msp-search-field';
import { useMspCategories } from './api';

const TEXTS: Record<(typeof NAVIGATOR_PARTS)[number]['key'], string> = {
  msp: 'Пособия, выплаты, компенсации и льготы: кому положены, как получить, на каком основании.',
  services: 'Социальное обслуживание на дому, реабилитация, срочная помощь, занятость — и где их оказывают.',
  suppliers: 'Центры социального обслуживания, МФЦ, управления соцзащиты — ближайшие к вам первыми, на карте.',
};

/** /navigator: a search of measures, the three parts of the navigator and the categories of measures. */
export default function NavigatorLandingPage() {
  const navigate = useNavigate();
  const categories = useMspCategories();
  return (
    <NavigatorLayout>
      <Typography sx={{ mb: 2 }}>Найдите меру социальной поддержки или учреждение, где её получить.</Typography>
      <MspSearchField
        search=""
        onSearch={(search) =>
          navigate(search ? `/navigator/msp-list?search=${encodeURIComponent(search)}` : '/navigator/msp-list')
        }
      />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          gap: 2,
        }}
      >
        {NAVIGATOR_PARTS.map((part) => (
          <li key={part.key}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={part.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h2" variant="h6" gutterBottom>
                    {part.caption}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {TEXTS[part.key]}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
      {categories.data && (
        <Box component="section" aria-labelledby="navigator-categories" sx={{ mt: 4 }}>
          <Typography id="navigator-categories" component="h2" variant="h6" gutterBottom>
            Категории мер поддержки
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {categories.data.map((category) => (
              <li key={category.id}>
                <Chip
                  component={RouterLink}
                  to={`/navigator/msp-list?categoryId=${category.id}`}
                  clickable
                  variant="outlined"
                  color="primary"
                  label={category.caption}
                />
              </li>
            ))}
          </Box>
        </Box>
      )}
    </NavigatorLayout>
  );
}
