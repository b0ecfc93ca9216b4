import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import { SUPPLIERS_LIST, useMsp, useSocServices } from './api';
import { NavigatorLayout } from './navigator-layout';
import { SupplierFinder } from './supplier-finder';
import { useListParams } from '@/components/list-params/use-list-params';

/** /navigator/suppliers: every supplier (or those of a service or a measure), nearest first, beside a map. */
export default function SuppliersPage() {
  const { query, update } = useListParams(SUPPLIERS_LIST);
  const services = useSocServices();
  const measure = useMsp(query.mspId ?? null);
  const service = services.data?.find((s) => s.id === query.serviceId);
  return (
    <NavigatorLayout current="suppliers" heading="Учреждения">
      {(service || measure.data) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          {service && <Chip label={`Услуга: ${service.caption}`} onDelete={() => update({ serviceId: undefined })} />}
          {measure.data && (
            <Chip label={`Мера: ${measure.data.caption}`} onDelete={() => update({ mspId: undefined })} />
          )}
        </Box>
      )}
      <SupplierFinder serviceId={query.serviceId} mspId={query.mspId} withSearch />
    </NavigatorLayout>
  );
}
