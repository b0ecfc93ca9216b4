import Typography from '@mui/material/Typography';
import { RegistryList } from './registry-list';

/** /registry/early-help: the services of early help for children under three and their families. */
export default function EarlyHelpPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        Реестр поставщиков услуг ранней помощи
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Помощь детям до трёх лет с нарушениями развития или риском их появления и их семьям.
      </Typography>
      <RegistryList kind="registry" tab="early-help" cardPath={(row) => `/registry/early-help/${row.id}`} />
    </>
  );
}
