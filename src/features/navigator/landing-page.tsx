import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { NAVIGATOR_PARTS, NavigatorLayout } from './navigator-layout';
import { MspSearchField } from './msp-search-field';

const TEXTS: Record<(typeof NAVIGATOR_PARTS)[number]['key'], string> = {
  msp: 'Пособия, выплаты, компенсации и льготы: кому положены, как получить, на каком основании.',
  services: 'Социальное обслуживание на дому, реабилитация, срочная помощь, занятость — и где их оказывают.',
  suppliers: 'Центры социального обслуживания, МФЦ, управления соцзащиты — ближайшие к вам первыми, на карте.',
};

/** /navigator: a search of measures and the three parts of the navigator. */
export default function NavigatorLandingPage() {
  const navigate = useNavigate();
  return (
    <NavigatorLayout>
      <Typography sx={{ mb: 2 }}>Найдите меру социальной поддержки или учреждение, где её получить.</Typography>
      <MspSearchField search="" onSearch={(search) => navigate(search ? `/navigator/msp-list?search=${encodeURIComponent(search)}` : '/navigator/msp-list')} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
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
    </NavigatorLayout>
  );
}
