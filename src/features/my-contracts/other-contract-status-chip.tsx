import Chip from '@mui/material/Chip';

/** Colour by status: being concluded blue, in force green, fulfilled grey, rejected red; the caption always says it. */
const COLORS = { 1: 'info', 2: 'success', 3: 'default', 4: 'error' } as const;

/** An «other» contract's status as a chip with its caption. */
export function OtherContractStatusChip({ status, caption }: { status: number; caption: string }) {
  return <Chip size="small" label={caption} color={COLORS[status as keyof typeof COLORS] ?? 'default'} />;
}
