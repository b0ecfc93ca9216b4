import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { SERVICE_AREAS } from '@/components/service-labels';
import { useSocServices } from './api';
import { NavigatorLayout } from './navigator-layout';
import { countOf, SUPPLIER_WORDS } from './count-words';

/** /navigator/services: the social services, each opening the suppliers that render it, nearest first. */
export default function ServicesPage() {
  const { data, error, isLoading } = useSocServices();
  return (
    <NavigatorLayout current="services" heading="Социальные услуги">
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить услуги. Обновите страницу.</Alert>}
      {data && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
            gap: 2,
          }}
        >
          {data.map((service) => (
            <li key={service.id}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={`/navigator/suppliers?serviceId=${service.id}`}
                  sx={{ height: '100%' }}
                >
                  <CardContent>
                    <Typography component="h3" variant="h6" gutterBottom>
                      {service.caption}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {service.description}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                      <Chip size="small" variant="outlined" label={SERVICE_AREAS[service.area]} />
                      <Typography variant="body2" color="primary">
                        {countOf(service.suppliersCount, SUPPLIER_WORDS)}
                      </Typography>
                    </Box>
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
