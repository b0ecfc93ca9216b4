import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { PhoneLink } from '@/components/phone-link';
import type { IppsuOrganisation } from './api';

/** Where a person concludes a service contract (the service contracts' list). */
export const SERVICE_CONTRACTS_PATH = '/user/service-contracts';

/** The mark of an organisation the person has a contract in force with (spec text «Договор заключён»). */
export const CONTRACT_CONCLUDED = 'Договор заключён';

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
  if (items.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {items.map((o) => (
        <Box
          component="li"
          key={o.id}
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
          </Box>
          <Box sx={{ flexShrink: 0 }}>
            {o.hasActiveServiceContract ? (
              <Chip icon={<CheckCircle />} color="success" label={CONTRACT_CONCLUDED} />
            ) : (
              <Link component={RouterLink} to={SERVICE_CONTRACTS_PATH}>
                Заключить договор
              </Link>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
