import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useNewsPage } from '@/api/news';
import { NewsList } from '@/components/news-list';

const SECTIONS = [
  { to: '/services/catalog', title: 'Каталог услуг', text: 'Социальное такси, сиделки, няни, спорт и культура' },
  {
    to: '/registry',
    title: 'Реестр поставщиков',
    text: 'Государственные и негосударственные поставщики социальных услуг',
  },
  { to: '/navigator', title: 'Социальный навигатор', text: 'Меры социальной поддержки и где их получить' },
  {
    to: '/subsidy-calculator',
    title: 'Калькулятор субсидий',
    text: 'Расчёт субсидии на оплату жилья и коммунальных услуг',
  },
  { to: '/for-parents', title: 'Родителям', text: 'Помощь семьям с детьми и раздел «Каждой маме»' },
  { to: '/tour-operator', title: 'Туризм', text: 'Туроператоры и туристические сертификаты' },
];

/** Home page: the portal's sections and the latest news. */
export default function HomePage() {
  const { data } = useNewsPage(1, 3);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Социальные услуги Ямало-Ненецкого автономного округа
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, mb: 4 }}
      >
        {SECTIONS.map((section) => (
          <Card key={section.to} variant="outlined">
            <CardActionArea component={RouterLink} to={section.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2" color="primary">
                  {section.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {section.text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Новости
        </Typography>
        <Button component={RouterLink} to="/news">
          Все новости
        </Button>
      </Box>
      {data && <NewsList items={data.items} />}
    </>
  );
}
