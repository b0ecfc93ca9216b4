import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { ContractConcluded, OrganisationCards } from '@/components/organisation-cards';
import type { IppsuOrganisation } from './api';

/** Where a person concludes a service contract (the service contracts' list). */
export const SERVICE_CONTRACTS_PATH = '/user/service-contracts';

/**
 * Organisations of a programme as a list of cards (one column on a phone): name, address, phone and
 * whether the person has a contract in force with it — a green mark, else the way to conclude one.
 */
export function IppsuOrganisations({
  items,
  emptyText,
  label,
}: {
  items: readonly IppsuOrganisation[];
  emptyText: string;
  /** The list's accessible name. */
  label: string;
}) {
  return (
    <OrganisationCards
      items={items}
      label={label}
      emptyText={emptyText}
      aside={(o) =>
        o.hasActiveServiceContract ? (
          <ContractConcluded />
        ) : (
          <Link component={RouterLink} to={SERVICE_CONTRACTS_PATH}>
            Заключить договор
          </Link>
        )
      }
    />
  );
}
