import Typography from '@mui/material/Typography';
import { RegistryList } from './registry-list';

/** /registry/catalog: providers whose services are in the service catalogue. */
export default function CatalogListPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        Поставщики услуг каталога
      </Typography>
      <RegistryList kind="catalog" cardPath={(row) => `/registry/catalog/${row.id}`} />
    </>
  );
}
