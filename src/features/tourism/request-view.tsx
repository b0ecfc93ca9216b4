import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { DetailsList } from '@/components/details-list';
import { WorkflowHistory } from '@/components/status-history/status-history';
import { SchemaForm } from '@/forms/schema-form/schema-form';
import { ruDate, ruDateTime } from '@common/region-time';
import { TOURISM_REQUEST_TABLE, TourismRequestStatus as S } from '@common/tourism/provider-request-machine';
import { schema, uiSchema } from '@common/acts/generated/forms/tourism-provider-application';
import { formValidators } from '@common/acts/generated/forms/tourism-provider-application.validators.js';
import type { TourismRequestCard } from './api';
import { TourismRequestStatusChip } from './status-chip';

const NO_ERRORS: never[] = [];

/**
 * A stored request as its card: number and status, the organisation, when it was sent and decided,
 * the refusal's reason or the inclusion date, the form as sent (folded) and the history.
 */
export function TourismRequestView({ request, showForm = true }: { request: TourismRequestCard; showForm?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`tourism-request-${request.id}`}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={`tourism-request-${request.id}`} variant="h6" component="h2">
            Заявление № {request.number}
          </Typography>
          <TourismRequestStatusChip status={request.status} caption={request.statusCaption} />
        </Stack>
        <DetailsList
          rows={[
            ['Организация', request.caption] as const,
            ['Форма', request.legalFormCaption] as const,
            ['ОГРН (ОГРНИП)', request.ogrn] as const,
            ['ИНН', request.inn] as const,
            ['Заявитель', request.applicant] as const,
            ['Подано', ruDateTime(request.createdAt)] as const,
            ...(request.decidedAt ? [['Решение принято', ruDateTime(request.decidedAt)] as const] : []),
            ...(request.status === S.Included && request.dateIncluded
              ? [['Дата включения в реестр', ruDate(request.dateIncluded)] as const]
              : []),
            ...(request.decisionReason ? [['Причина отказа', request.decisionReason] as const] : []),
          ]}
        />
        {showForm && (
          <Accordion disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography>Сведения заявления</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <SchemaForm
                schema={schema}
                uiSchema={uiSchema}
                formValidators={formValidators}
                data={request.fields}
                errors={NO_ERRORS}
                readOnly
                idPrefix={`tourism-request-${request.id}`}
              />
            </AccordionDetails>
          </Accordion>
        )}
        <WorkflowHistory label="История заявления" rows={request.history} sides={TOURISM_REQUEST_TABLE.sides} />
      </Stack>
    </Paper>
  );
}
