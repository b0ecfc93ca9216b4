import { useState, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { ResponsiveList } from '@/components/responsive-list/responsive-list';
import type { GeneratedAct } from '@common/acts/generated/acts';
import { monthCaption } from '@common/region-time';
import { regionToday } from '@common/time-zone';
import { countRu } from '@common/text/plural';
import { createAct, usePersonEntries, type ActListItem, type PersonFound } from './api';
import { actColumns } from './act-columns';

export interface ActPersonOptions {
  /** The address of a record's card (act.json `screens.card.path` with the id put in). */
  card: (id: number) => string;
  /** The screen's heading (act.json `screens.person.title`). */
  title: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const PAGE_SIZE = 40;

/** '2026-11' moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * «Дневник» beside a found person on the act's list (an act with `screens.person`): opens the
 * person's entries; `person` is the screen's address up to ':userId' ('/user/care-diary/').
 */
export function personScreenAction(person: string): (found: PersonFound) => ReactNode {
  return (found) => (
    <Button size="small" component={RouterLink} to={`${person}${found.id}`}>
      Дневник
    </Button>
  );
}

export interface MonthBarProps {
  /** '2026-11'. */
  month: string;
  busy?: boolean;
  onMonth(month: string): void;
  onCreate(): void;
  createLabel: string;
}

/** The month shown («ноябрь 2026») with the previous and next months, and the button that starts an entry. */
export function MonthBar({ month, busy, onMonth, onCreate, createLabel }: MonthBarProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <IconButton aria-label="Предыдущий месяц" onClick={() => onMonth(shiftMonth(month, -1))}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography component="h2" variant="h6" sx={{ minWidth: '9em', textAlign: 'center' }}>
        {monthCaption(month)}
      </Typography>
      <IconButton aria-label="Следующий месяц" onClick={() => onMonth(shiftMonth(month, 1))}>
        <ChevronRightIcon />
      </IconButton>
      <Button variant="contained" disabled={busy} onClick={onCreate} sx={{ ml: { sm: 'auto' } }}>
        {createLabel}
      </Button>
    </Stack>
  );
}

/**
 * The person's entries of an act with `entryDate` (the care diary, act.json `screens.person`): a
 * month at a time, newest day first, the month in the page's address (?month=2026-11) so Back and
 * a link give the same month; «Новая запись» starts an entry for the person. The codegen makes the
 * screen with it (src/features/acts/generated/<act>-person.ts).
 */
export function actPersonPage(act: GeneratedAct, options: ActPersonOptions): ComponentType {
  const { card } = options;
  return function ActPersonPage() {
    const { userId } = useParams();
    const navigate = useNavigate();
    const [params, setParams] = useSearchParams();
    const [busy, setBusy] = useState(false);
    const [page, setPage] = useState(1);
    const personId = /^\d{1,9}$/.test(userId ?? '') ? Number(userId) : null;
    const asked = params.get('month') ?? '';
    const month = MONTH.test(asked) ? asked : regionToday().slice(0, 7);
    const { data, error, isLoading } = usePersonEntries(act.definition, personId, month, page);
    if (personId === null) return <Navigate to="/404" replace />;
    const goTo = (next: string) => {
      setPage(1);
      setParams(next === regionToday().slice(0, 7) ? {} : { month: next });
    };
    const create = async () => {
      setBusy(true);
      try {
        navigate(card((await createAct(act.definition, personId)).id));
      } catch {
        // The HTTP client has told the person what went wrong.
        setBusy(false);
      }
    };
    const columns = actColumns<ActListItem>(act, card);
    const who = data?.items[0]?.personCaption;
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          {options.title}
          {who && (
            <Typography component="span" variant="h6" sx={{ display: 'block' }}>
              {who}
            </Typography>
          )}
        </Typography>
        <MonthBar month={month} busy={busy} onMonth={goTo} onCreate={() => void create()} createLabel="Новая запись" />
        {isLoading && <LinearProgress aria-label="Загрузка" />}
        {error && <Alert severity="error">Не удалось загрузить записи.</Alert>}
        {data && (
          <>
            <Typography sx={{ mb: 1 }} color="text.secondary">
              {data.total === 0
                ? 'В этом месяце записей нет.'
                : `${countRu(data.total, ['запись', 'записи', 'записей'])} за месяц`}
            </Typography>
            <ResponsiveList
              label="Записи за месяц"
              rows={data.items}
              rowKey={(item) => item.id}
              empty="Записей нет."
              columns={columns}
            />
          </>
        )}
        {data && data.total > PAGE_SIZE && (
          <Pagination
            sx={{ mt: 2 }}
            count={Math.ceil(data.total / PAGE_SIZE)}
            page={page}
            onChange={(_, v) => setPage(v)}
          />
        )}
      </>
    );
  };
}
