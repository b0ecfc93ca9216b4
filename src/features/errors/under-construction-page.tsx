import { usePageTitle } from '@/components/page-title';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

/** A section whose screens are not built yet: the route and its access rule already exist. */
export default function UnderConstructionPage() {
  const title = usePageTitle() ?? 'Раздел';
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info">Раздел в разработке</Alert>
    </>
  );
}
