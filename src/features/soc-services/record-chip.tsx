import { memo } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { ServiceRecordStatus } from '@common/schedule/service-record-machine';
import type { ServiceRecord } from './api';

/** One record in a grid cell: its time and service; signed ones are green with a tick, unsigned outlined. */
export const RecordChip = memo(function RecordChip({
  record,
  compact,
  onOpen,
}: {
  record: ServiceRecord;
  compact?: boolean;
  onOpen: (record: ServiceRecord) => void;
}) {
  const signed = record.status === ServiceRecordStatus.Signed;
  return (
    <ButtonBase
      onClick={() => onOpen(record)}
      aria-label={`${record.startTime}–${record.endTime === '23:59:59' ? '23:59' : record.endTime} ${record.serviceCaption}, ${record.personFio}: ${record.statusCaption}`}
      sx={{
        display: 'block',
        width: '100%',
        maxWidth: compact ? 96 : 136,
        textAlign: 'left',
        px: 0.5,
        py: 0.25,
        mb: 0.25,
        borderRadius: 1,
        border: 1,
        borderColor: signed ? 'success.main' : 'primary.main',
        bgcolor: signed ? 'success.50' : 'background.paper',
        backgroundColor: signed ? 'rgba(46, 125, 50, 0.08)' : undefined,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark' },
      }}
    >
      <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 600, lineHeight: 1.3 }}>
        {signed ? '✓ ' : ''}
        {record.startTime}
        {compact ? '' : `–${record.endTime === '23:59:59' ? '23:59' : record.endTime}`}
      </Typography>
      {!compact && (
        <Typography
          component="span"
          variant="caption"
          sx={{ display: 'block', lineHeight: 1.2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {record.serviceCaption}
        </Typography>
      )}
    </ButtonBase>
  );
});
