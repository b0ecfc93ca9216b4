import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ContractConcluded, OrganisationCards } from '@/components/organisation-cards';
import { contractPath, type CertificateListItem, type CertificateOrganisation } from './api';

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
  return (
    <OrganisationCards
      items={organisations}
      label="Поставщики услуг"
      emptyText="В реестре поставщиков пока нет организаций, оказывающих услуги по этому сертификату."
      details={(o) => (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {services
            .filter((s) => s.institutionId === o.id)
            .map((s) => s.caption)
            .join('; ')}
        </Typography>
      )}
      aside={(o) => (
        <>
          {o.hasActiveServiceContract && <ContractConcluded />}
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
        </>
      )}
    />
  );
}
