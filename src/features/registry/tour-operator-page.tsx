import Typography from '@mui/material/Typography';
import { RegistryList } from './registry-list';

/** /tour-operator: the registry of tour operators. */
export default function TourOperatorPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        Реестр туроператоров
      </Typography>
      <RegistryList
        kind="tour"
        cardPath={(row) => `/registry/tour/${row.id}`}
        countWords={['туроператор', 'туроператора', 'туроператоров']}
      />
    </>
  );
}
