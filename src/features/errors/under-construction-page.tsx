import { useMatches } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

/** A section whose screens are not built yet: the route and its access rule already exist. */
export default function UnderConstructionPage() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? 'Раздел';
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info">Раздел в разработке</Alert>
    </>
  );
}
