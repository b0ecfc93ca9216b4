import Chip from '@mui/material/Chip';
import type { EventTiming } from '@common/soc-contracts/adaptation-programme';

type Color = 'default' | 'info' | 'success' | 'warning' | 'error' | 'primary';

/** A contract's status: a project blue, in force green, fulfilled the theme's, ended grey, rejected red. */
const CONTRACT_COLORS: Record<number, Color> = { 1: 'info', 2: 'success', 3: 'primary', 4: 'default', 5: 'error' };
/** A report's status: a draft grey, on review blue, accepted green, returned orange. */
const REPORT_COLORS: Record<number, Color> = { 1: 'default', 2: 'info', 3: 'success', 4: 'warning' };
/** An event's timing: done green, overdue red, due soon orange, ahead plain. */
const TIMING_COLORS: Record<EventTiming, Color> = {
  done: 'success',
  overdue: 'error',
  soon: 'warning',
  ahead: 'default',
};

export function SocContractStatusChip({ status, caption }: { status: number; caption: string }) {
  return <Chip size="small" label={caption} color={CONTRACT_COLORS[status] ?? 'default'} />;
}

export function SocReportStatusChip({ status, caption }: { status: number; caption: string }) {
  return <Chip size="small" label={caption} color={REPORT_COLORS[status] ?? 'default'} />;
}

/** Whether an event is done, overdue or due soon, in words («Просрочено на 5 дней»). */
export function EventTimingChip({ timing, caption }: { timing: EventTiming; caption: string }) {
  return (
    <Chip
      size="small"
      variant={timing === 'ahead' ? 'outlined' : 'filled'}
      label={caption}
      color={TIMING_COLORS[timing]}
      data-timing={timing}
    />
  );
}
