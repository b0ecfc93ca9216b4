import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DetailsList } from '@/components/details-list';
import { ResponsiveList } from '@/components/responsive-list/responsive-list';
import { ruDate } from '@common/acts/display-value';
import type { Identity } from './api';
import { QrImage } from '@/components/qr-image';

/** Colour by state: valid green, expired grey, revoked red; the caption always says it. */
export const STATUS_COLORS = { valid: 'success', expired: 'default', revoked: 'error' } as const;

/**
 * A citizen's identity as a card: number, dates, the basis or the family, its state, and the QR code
 * whose link opens the public check of it (`origin`: the portal's address the link starts with).
 */
export function IdentityCard({ identity, origin }: { identity: Identity; origin: string }) {
  const link = `${origin}${identity.checkPath}`;
  const largeFamily = identity.kind === 'large-family';
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            gap: 3,
            alignItems: { xs: 'stretch', md: 'flex-start' },
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
              <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
                № {identity.number}
              </Typography>
              <Chip size="small" label={identity.statusCaption} color={STATUS_COLORS[identity.status]} />
            </Box>
            <DetailsList
              rows={[
                ['Владелец', `${identity.holder}, ${ruDate(identity.holderBirthDate)} г. р.`],
                ['Дата выдачи', ruDate(identity.issuedOn)],
                ['Действительно до', identity.validUntil ? ruDate(identity.validUntil) : 'бессрочно'],
                ['Кем выдано', identity.issuedBy],
                ...(largeFamily ? [] : ([['Основание', identity.basis]] as const)),
                ...(identity.revokedOn
                  ? ([['Аннулировано', `${ruDate(identity.revokedOn)}: ${identity.revokeReason ?? ''}`]] as const)
                  : []),
              ]}
            />
            {identity.status === 'expired' && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                Срок действия удостоверения истёк. Чтобы продлить его, обратитесь в управление социальной защиты
                населения по месту жительства или в МФЦ.
              </Alert>
            )}
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: { xs: 'center', md: 'flex-end' }, gap: 1 }}>
            <QrImage link={link} label={`QR-код проверки удостоверения № ${identity.number}`} />
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 220, textAlign: 'center' }}>
              Покажите QR-код: по нему любой может проверить, действительно ли удостоверение.
            </Typography>
            <Link href={link} target="_blank" rel="noopener" variant="body2">
              Открыть проверку удостоверения
            </Link>
          </Box>
        </Box>
      </Paper>

      {largeFamily && (
        <section aria-labelledby="identity-members">
          <Typography id="identity-members" variant="h6" component="h2" gutterBottom>
            Члены многодетной семьи
          </Typography>
          <ResponsiveList
            label="Члены многодетной семьи"
            rows={identity.members}
            rowKey={(m) => `${m.fio}-${m.birthDate}`}
            empty="В удостоверении не указаны члены семьи."
            columns={[
              { key: 'fio', header: 'ФИО', render: (m) => m.fio },
              { key: 'relation', header: 'Кем приходится', render: (m) => m.relationCaption },
              { key: 'birthDate', header: 'Дата рождения', render: (m) => ruDate(m.birthDate), nowrap: true },
            ]}
          />
        </section>
      )}
    </Box>
  );
}
