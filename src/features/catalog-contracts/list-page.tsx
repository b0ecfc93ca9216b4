import Typography from '@mui/material/Typography';
import { SystemRole } from '@common/roles';
import { useSession } from '@/stores/session';
import { ApplicationList } from './application-list';

/**
 * /user/catalog-contracts: a citizen's applications for catalogue services, or, for a provider's
 * employee, the applications to the selected institution.
 */
export default function ApplicationListPage() {
  const provider = useSession((s) => s.user?.selectedInstitution?.institutionRole === SystemRole.ServiceProvider);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {provider ? 'Заявления на услуги учреждения' : 'Мои заявления на услуги'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {provider
          ? 'Заявления граждан на услуги каталога: примите или отклоните новое заявление, после оплаты отметьте «Оплачено».'
          : 'Заявления, поданные из каталога услуг, и решения поставщиков по ним.'}
      </Typography>
      <ApplicationList side={provider ? 'provider' : 'person'} />
    </>
  );
}
