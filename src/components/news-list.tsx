import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNewsDate, type NewsCard } from '@/api/news';

/** News cards with date, title and the first lines of the text. */
export function NewsList({ items }: { items: NewsCard[] }) {
  if (!items.length) return <Typography color="text.secondary">Новостей пока нет.</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {items.map((item) => (
        <Card key={item.id} variant="outlined">
          <CardActionArea component={RouterLink} to={`/news/${item.id}`}>
            <CardContent>
              <Typography variant="caption" color="text.secondary">
                {formatNewsDate(item.publishedAt)}
              </Typography>
              <Typography variant="h6" component="h2">
                {item.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                {item.content}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
