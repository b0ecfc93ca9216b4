import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@/api/messages';
import { ReportJobButton } from '@/components/report-job-button';
import { useSession } from '@/stores/session';
import { SystemRole } from '@common/roles';

/** Employee roles that may print the institution extract (platform.md section 6). */
const EXTRACT_ROLES: number[] = [SystemRole.ServiceProvider, SystemRole.SocialWorker];

/**
 * The profile's register extracts (platform.md sections 2 and 6): a citizen's own extract from the
 * register of recipients (job personServiceInformation) and the extract of the institution the
 * employee signed in for (job institutionInformation), which only a provider or a social worker
 * may print; others read why.
 */
export function ProfileExtracts() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  const institution = user.selectedInstitution;
  const personal = user.publicPerson && user.personId !== null;
  if (!personal && !institution) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-extracts" sx={{ p: 2, mt: 2 }}>
      <Typography id="profile-extracts" variant="h6" component="h2" gutterBottom>
        Выписки из реестров
      </Typography>
      {personal && (
        <ReportJobButton
          key={`person-${user.userId}`}
          label="Выписка из реестра получателей социальных услуг"
          request={{ type: 'personServiceInformation' }}
          userId={user.userId}
        />
      )}
      {institution &&
        (EXTRACT_ROLES.includes(institution.institutionRole) ? (
          <ReportJobButton
            key={`institution-${user.userId}-${institution.institutionId}`}
            label="Выписка из реестра поставщиков социальных услуг"
            request={{
              type: 'institutionInformation',
              institutionSourceType: institution.institutionSourceType as 1 | 2 | 3,
              institutionId: institution.institutionId,
            }}
            userId={user.userId}
          />
        ) : (
          <Alert severity="info">{MESSAGES.institutionExtractDenied}</Alert>
        ))}
    </Paper>
  );
}
