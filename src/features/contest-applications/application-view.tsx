import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DetailsList } from '@/components/details-list';
import { formatFileSize } from '@/components/format-file-size';
import { formatMoney } from '@/components/format-money';
import { WorkflowHistory } from '@/components/status-history/status-history';
import { SchemaForm } from '@/forms/schema-form/schema-form';
import { fileDownloadUrl } from '@/forms/widgets/file-upload/upload-file';
import { ruDateTime } from '@common/region-time';
import { CONTEST_APPLICATION_TABLE } from '@common/contests/contest-application-machine';
import { schema, uiSchema } from '@common/acts/generated/forms/contest-application';
import { formValidators } from '@common/acts/generated/forms/contest-application.validators.js';
import type { ContestApplication, ContestApplicationCard } from './api';
import { ContestApplicationStatusChip } from './status-chip';

const NO_ERRORS: never[] = [];

/** A stored application read-only: its number and status, the signature, the form, the documents and the history. */
export function ContestApplicationView({
  application,
  history,
}: {
  application: ContestApplication;
  history: ContestApplicationCard['history'];
}) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          Заявка № {application.number}
        </Typography>
        <ContestApplicationStatusChip status={application.status} caption={application.statusCaption} />
      </Stack>
      <DetailsList
        rows={[
          ['Конкурс', application.contest] as const,
          ['Учреждение', application.institution] as const,
          ['Создана', ruDateTime(application.createdAt)] as const,
          ...(application.signedAt
            ? [
                [
                  'Подписана',
                  `${ruDateTime(application.signedAt)}, простая электронная подпись: ${application.signerName ?? ''}`,
                ] as const,
              ]
            : []),
          [
            'Запрошено',
            application.amountRequested === null ? null : formatMoney(application.amountRequested),
          ] as const,
          ...(application.rejectReason ? [['Причина отклонения', application.rejectReason] as const] : []),
        ]}
      />
      <SchemaForm
        schema={schema}
        uiSchema={uiSchema}
        formValidators={formValidators}
        data={application.fields}
        errors={NO_ERRORS}
        readOnly
        idPrefix="application"
      />
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Документы
        </Typography>
        {application.files.length === 0 ? (
          <Typography color="text.secondary">Документы не приложены</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2, my: 1 }}>
            {application.files.map((file) => (
              <li key={file.id}>
                <Link href={fileDownloadUrl(file.id)} sx={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Link>{' '}
                <Typography component="span" color="text.secondary">
                  ({formatFileSize(file.sizeBytes)})
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Box>
      {history.length > 0 && (
        <WorkflowHistory label="История заявки" rows={history} sides={CONTEST_APPLICATION_TABLE.sides} />
      )}
    </Stack>
  );
}
