import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { RequestList } from './request-list';

/** /user/requests: a citizen's requests to institutions and the decisions on them. */
export function CitizenRequestsPage() {
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography variant="h4" component="h1">
          Мои заявления
        </Typography>
        <Button component={RouterLink} to="/user/requests/new" variant="contained" startIcon={<AddIcon />}>
          Подать заявление
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Заявления о предоставлении социальных услуг, сертификатов и участии в программе «Активное долголетие», их статус
        и решения учреждений.
      </Typography>
      <RequestList side="person" />
    </>
  );
}

/** /user/institution-requests: the requests filed with the selected institution, for its employees to register and decide. */
export function InstitutionRequestsPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Заявления граждан
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Зарегистрируйте поступившие заявления и примите по ним решения в установленный срок.
      </Typography>
      <RequestList side="employee" />
    </>
  );
}
