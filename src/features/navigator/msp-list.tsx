import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MspRow } from './api';

/** Measures found: the name (a link to the measure), its category and subcategory, summary and tags. */
export function MspList({ items }: { items: MspRow[] }) {
  if (!items.length) return <Typography color="text.secondary">Меры не найдены. Измените условия поиска.</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {items.map((row) => (
        <li key={row.id}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {row.category.caption} › {row.subcategory.caption}
              </Typography>
              <Typography
                component="h3"
                variant="h6"
                sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' }, overflowWrap: 'anywhere' }}
              >
                <Link component={RouterLink} to={`/navigator/msp-item?id=${row.id}`} underline="hover">
                  {row.caption}
                </Link>
              </Typography>
              <Typography variant="body2" sx={{ my: 1 }}>
                {row.summary}
              </Typography>
              <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
                {row.tags.map((tag) => (
                  <Chip key={tag.id} size="small" variant="outlined" label={tag.caption} />
                ))}
              </Box>
            </CardContent>
          </Card>
        </li>
      ))}
    </Box>
  );
}
