import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@/api/messages';
import { CABINET_ROUTE, redirectTarget } from '@common/access-guard';
import { SystemRole } from '@common/roles';
import type { UserInstitution } from '@common/current-user';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { refreshSession, setInstitutionRole, setPersonRole } from './api';
import { ROLE_CAPTIONS, tourismCabinetAvailable } from '@common/roles';

/** /select-role: the person role or one of the institution roles; then the wanted route. */
export default function SelectRolePage() {
  const user = useSession((s) => s.user)!;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const target = redirectTarget(`?redirect=${encodeURIComponent(params.get('redirectRoute') ?? '')}`) ?? CABINET_ROUTE;

  const choose = async (select: () => Promise<unknown>, to = target) => {
    setBusy(true);
    try {
      await select();
      await refreshSession();
      navigate(to, { replace: true });
    } catch {
      setBusy(false);
    }
  };
  const chooseInstitution = (inst: UserInstitution) => {
    if (inst.institutionRole === SystemRole.TourismProvider && !tourismCabinetAvailable(inst.dateIncluded)) {
      useNotifications.getState().push({ severity: 'Info', text: MESSAGES.tourismCabinetUnavailable });
      return;
    }
    void choose(() => setInstitutionRole(inst.institutionSourceType, inst.institutionId, inst.institutionRole));
  };
  const current = user.selectedInstitution;
  // The administrator's own cabinet is the administration.
  const adminTarget = target === CABINET_ROUTE ? '/admin' : target;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Выбор роли
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Выберите, в какой роли работать на портале. Роль можно сменить позже в меню пользователя.
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {(user.publicPerson || user.availableInstitutions.length > 0) && (
          <Card variant="outlined" sx={{ borderColor: !current && user.publicPerson ? 'primary.main' : undefined }}>
            <CardActionArea disabled={busy} onClick={() => void choose(setPersonRole)}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {ROLE_CAPTIONS[SystemRole.Public]}
                </Typography>
                <Typography color="text.secondary">
                  {[user.lastName, user.firstName, user.middleName].filter(Boolean).join(' ')}: личные услуги,
                  заявления, договоры
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        )}
        {user.availableInstitutions.map((inst) => (
          <Card
            key={`${inst.institutionId}-${inst.institutionRole}`}
            variant="outlined"
            sx={{
              borderColor:
                current?.institutionId === inst.institutionId && current.institutionRole === inst.institutionRole
                  ? 'primary.main'
                  : undefined,
            }}
          >
            <CardActionArea disabled={busy} onClick={() => chooseInstitution(inst)}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {ROLE_CAPTIONS[inst.institutionRole]}
                </Typography>
                <Typography color="text.secondary">{inst.caption}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
        {user.administrator && (
          <Card variant="outlined" sx={{ borderColor: !current && !user.publicPerson ? 'primary.main' : undefined }}>
            <CardActionArea
              disabled={busy}
              onClick={() =>
                current || user.publicPerson
                  ? void choose(setPersonRole, adminTarget)
                  : navigate(adminTarget, { replace: true })
              }
            >
              <CardContent>
                <Typography variant="h6" component="h2">
                  {ROLE_CAPTIONS[SystemRole.Admin]}
                </Typography>
                <Typography color="text.secondary">
                  {[user.lastName, user.firstName, user.middleName].filter(Boolean).join(' ')}: администрирование
                  портала, журнал, проверка работы
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        )}
        {user.availableToImpersonate.length > 0 && (
          <Button component={RouterLink} to="/admin/impersonate" variant="outlined">
            Войти от имени другого пользователя
          </Button>
        )}
      </Stack>
    </>
  );
}
