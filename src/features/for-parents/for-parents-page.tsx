import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PhoneIcon from '@mui/icons-material/Phone';
import { ruDayInWords } from '@common/region-time';
import { PhoneLink } from '@/components/phone-link';
import { useEveryMotherPage } from './api';
import { PARENTS_SECTIONS } from './for-parents-sections';

/** The newest «Каждой маме» cards, with a link to all of them. */
function LatestEveryMother() {
  const { data } = useEveryMotherPage(1, 3);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="every-mother-latest"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, bgcolor: 'grey.50' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography id="every-mother-latest" component="h2" variant="h5">
          Каждой маме
        </Typography>
        <Button component={RouterLink} to="/for-parents/every-mother" endIcon={<ArrowForwardIcon />}>
          Все публикации
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        Выплаты, льготы и услуги для беременных женщин и мам с детьми.
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {data?.items.map((item) => (
          <li key={item.id}>
            <Typography variant="body2" color="text.secondary">
              {ruDayInWords(item.publishedAt)}
            </Typography>
            <Link
              component={RouterLink}
              to={`/for-parents/every-mother/${item.id}`}
              sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </Box>
    </Paper>
  );
}

/** /for-parents: support for families with children in the region, with links into the catalogue, the navigator and the registry. */
export default function ForParentsPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.7rem', sm: '2.125rem' } }}>
        Родителям
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 860 }}>
        Поддержка семей с детьми в Ямало-Ненецком автономном округе: выплаты и пособия, услуги по присмотру за детьми,
        ранняя помощь, отдых и помощь специалистов. Выберите, что вам нужно, — портал подскажет, где и как это получить.
      </Typography>
      <LatestEveryMother />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {PARENTS_SECTIONS.map((section) => (
          <Card component="li" variant="outlined" key={section.title} sx={{ display: 'flex' }}>
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Typography component="h2" variant="h6">
                {section.title}
              </Typography>
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {section.text}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                {section.links.map((link) => (
                  <Button key={link.to} component={RouterLink} to={link.to} size="small" variant="outlined">
                    {link.caption}
                  </Button>
                ))}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Paper variant="outlined" component="aside" sx={{ mt: 3, p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
        <PhoneIcon color="primary" aria-hidden />
        <Typography>
          Детский телефон доверия — <PhoneLink phone="+78002000122" />, круглосуточно и бесплатно. Вопросы о мерах
          поддержки семей — в центрах социальной помощи семье и детям по месту жительства.
        </Typography>
      </Paper>
    </>
  );
}
