import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { PhoneLink } from '@/components/phone-link';
import { contractPath, type CertificateListItem, type CertificateOrganisation } from './api';

/** The mark of an organisation the recipient has a contract in force with (the spec's text). */
export const CONTRACT_CONCLUDED = 'Договор заключён';

export interface CertificateOrganisationsProps {
  organisations: readonly CertificateOrganisation[];
  /** The certificate's services, each with the organisation rendering it. */
  services: CertificateListItem['socServices'];
  /** A contract may be concluded now (the certificate is issued and in force). */
  canContract: boolean;
  busy?: boolean;
  onConclude: (organisation: CertificateOrganisation) => void;
}

/**
 * The organisations rendering a certificate's services, as cards (one column on a phone): name,
 * address, phone, the services it renders under the certificate, and on the right «Договор заключён»
 * when the recipient has a contract in force with it, the contract under the certificate while it is
 * being concluded, or «Заключить договор».
 */
export function CertificateOrganisations({
  organisations,
  services,
  canContract,
  busy,
  onConclude,
}: CertificateOrganisationsProps) {
  if (organisations.length === 0)
    return (
      <Typography color="text.secondary">
        В реестре поставщиков пока нет организаций, оказывающих услуги по этому сертификату.
      </Typography>
    );
  return (
    <Box component="ul" aria-label="Поставщики услуг" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {organisations.map((o) => (
        <Box
          component="li"
          key={o.id}
          aria-label={o.caption}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 2,
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1.5,
            justifyContent: 'space-between',
            alignItems: { xs: 'flex-start', sm: 'center' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={`/registry/${o.id}`} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {o.caption}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {o.address}
            </Typography>
            {o.phone && (
              <Typography variant="body2">
                <PhoneLink phone={o.phone} />
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {services
                .filter((s) => s.institutionId === o.id)
                .map((s) => s.caption)
                .join('; ')}
            </Typography>
          </Box>
          <Box sx={{ flexShrink: 0, display: 'grid', gap: 0.5, justifyItems: { sm: 'end' } }}>
            {o.hasActiveServiceContract && <Chip icon={<CheckCircle />} color="success" label={CONTRACT_CONCLUDED} />}
            {o.contract && (
              <Link component={RouterLink} to={contractPath(o.contract.id)}>
                Договор № {o.contract.number}: {o.contract.statusCaption.toLowerCase()}
              </Link>
            )}
            {!o.hasActiveServiceContract && !o.contract && canContract && (
              <Button variant="outlined" disabled={busy} onClick={() => onConclude(o)}>
                Заключить договор
              </Button>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
