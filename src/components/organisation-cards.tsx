import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { PhoneLink } from './phone-link';

/** The mark of an organisation the person has a contract in force with (the spec's text). */
export const CONTRACT_CONCLUDED = 'Договор заключён';

/** «Договор заключён» in green. */
export function ContractConcluded() {
  return <Chip icon={<CheckCircle />} color="success" label={CONTRACT_CONCLUDED} />;
}

/** What a card shows of an organisation: its card in the register, address and phone. */
export interface OrganisationCardItem {
  id: number;
  caption: string;
  address: string | null;
  phone: string | null;
}

export interface OrganisationCardsProps<T extends OrganisationCardItem> {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  /** Said instead of the list when it is empty. */
  emptyText: string;
  /** More about an organisation under its phone (the services it renders). */
  details?: (item: T) => ReactNode;
  /** What stands on the right (under, on a phone): the contract's mark, the way to conclude one. */
  aside: (item: T) => ReactNode;
}

/**
 * Organisations as a list of cards (one column on a phone): the name linked to the register's card,
 * the address, the phone a person can tap, the caller's details and, on the right, the caller's aside.
 * A programme's (IPPSU) and a certificate's organisations are shown so.
 */
export function OrganisationCards<T extends OrganisationCardItem>({
  items,
  label,
  emptyText,
  details,
  aside,
}: OrganisationCardsProps<T>) {
  if (items.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {items.map((o) => (
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
            {details?.(o)}
          </Box>
          <Box sx={{ flexShrink: 0, display: 'grid', gap: 0.5, justifyItems: { sm: 'end' } }}>{aside(o)}</Box>
        </Box>
      ))}
    </Box>
  );
}
