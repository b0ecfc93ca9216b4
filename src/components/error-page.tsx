import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface ErrorPageProps {
  code: string;
  title: string;
  text: string;
}

/** A full-page message (404, denied, 500) with a way back home. */
export function ErrorPage({ code, title, text }: ErrorPageProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h2" component="p" color="primary" aria-hidden>
        {code}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Button variant="contained" href="/">
        На главную
      </Button>
    </Box>
  );
}
