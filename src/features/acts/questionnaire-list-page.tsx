import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ListResult } from '@/components/list-toolbar/list-result';
import { LIST_PAGE_SIZE } from '@/components/list-toolbar/use-list-query';
import { listParams, oneOf, useListParams } from '@/components/list-params/use-list-params';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
import type { ApiQuery } from '@/api/client';
import { ruDateTime } from '@common/region-time';
import { signedColumn } from './act-columns';
import { QUESTIONNAIRES } from './generated/questionnaires';
import { useInstitutionQuestionnaires, type QuestionnairePage, type QuestionnaireRow } from './questionnaire-api';

const KINDS = QUESTIONNAIRES.map((q) => q.id);
const LIST = listParams<ApiQuery<'/questionnaire/institution', 'get'>>()({ kind: oneOf(KINDS) });

/** The address of a person's questionnaire (/user/soc-questionnaire/{userId}/{id}). */
export const questionnairePath = (personId: number, id: number | 'new') => `/user/soc-questionnaire/${personId}/${id}`;

/** The rows of one page: a table, or cards on a phone. */
export function QuestionnaireTable({ page }: { page: Pick<QuestionnairePage, 'items'> }) {
  const columns: ListColumn<QuestionnaireRow>[] = [
    {
      key: 'number',
      header: 'Номер',
      nowrap: true,
      render: (row) => (
        <Link component={RouterLink} to={questionnairePath(row.personId, row.id)}>
          № {row.number}
        </Link>
      ),
    },
    { key: 'title', header: 'Анкета', render: (row) => row.title },
    {
      key: 'person',
      header: 'Получатель услуг',
      render: (row) => (
        <Link component={RouterLink} to={questionnairePath(row.personId, 'new')}>
          {row.personCaption}
        </Link>
      ),
    },
    { key: 'updated', header: 'Изменена', nowrap: true, render: (row) => ruDateTime(row.updatedAt) },
    signedColumn(),
  ];
  return (
    <ResponsiveList
      label="Анкеты"
      rows={page.items}
      rowKey={(row) => row.id}
      empty="Анкет пока нет."
      columns={columns}
    />
  );
}

/**
 * /user/institution-service-questionnaires «Анкеты»: the institution's questionnaires of every
 * kind (each act of record kind `questionnaire`), newest first, filtered by kind in the address.
 */
export default function QuestionnaireListPage() {
  const { query, update } = useListParams(LIST);
  const load = useInstitutionQuestionnaires({
    ...(query.kind ? { kind: query.kind } : {}),
    page: query.page,
    pageSize: LIST_PAGE_SIZE,
  });
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Анкеты
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        Новую анкету заполняют из карточки получателя услуг (раздел{' '}
        <Link component={RouterLink} to="/user/clients">
          «Получатели услуг»
        </Link>
        ) или по ссылке с его фамилией в списке.
      </Alert>
      <TextField
        select
        size="small"
        label="Вид анкеты"
        value={query.kind ?? ''}
        onChange={(event) => update({ kind: (event.target.value || undefined) as typeof query.kind })}
        sx={{ mb: 2, minWidth: { xs: '100%', sm: 420 } }}
      >
        <MenuItem value="">Все анкеты</MenuItem>
        {QUESTIONNAIRES.map((q) => (
          <MenuItem key={q.id} value={q.id}>
            {q.title}
          </MenuItem>
        ))}
      </TextField>
      <ListResult
        load={load}
        page={query.page}
        errorText="Не удалось загрузить анкеты."
        onPage={(page) => update({ page })}
      >
        {(page) => <QuestionnaireTable page={page} />}
      </ListResult>
    </>
  );
}
