import { ResponsiveList, type ListColumn } from '../responsive-list/responsive-list';
import { ruDateTime } from '@common/acts/display-value';

/** One step of a record's history as its screen words it. */
export interface StatusHistoryEntry {
  /** When it happened (ISO date-time); shown as dd.mm.yyyy hh:mm. */
  at: string;
  /** Who acted, with their side where the record has two («Иванова М. П. (поставщик)»). */
  who: string;
  /** What was done, with its note («Заявление отклонено: нет мест»). */
  action: string;
  /** The status it led to («Действует», or «Действует → Исполнен»). */
  status: string;
}

/** The column headers; a record whose history has no actions may call the third column «Примечание». */
export interface StatusHistoryCaptions {
  at: string;
  who: string;
  action: string;
  status: string;
}

const CAPTIONS: StatusHistoryCaptions = { at: 'Когда', who: 'Кто', action: 'Действие', status: 'Статус' };

export interface StatusHistoryProps {
  /** The accessible name of the table (or of the cards on a phone): «История договора». */
  label: string;
  entries: readonly StatusHistoryEntry[];
  /** Headers other than «Когда / Кто / Действие / Статус». */
  captions?: Partial<StatusHistoryCaptions>;
  /** Shown when nothing has happened yet. */
  empty?: string;
}

/**
 * The history of a record's status (an application, a contract): when, who, what and the status it
 * led to. A table on a wide screen; on a phone one card per step, headed by its time, so nothing
 * scrolls sideways.
 */
export function StatusHistory({ label, entries, captions, empty = 'Изменений не было.' }: StatusHistoryProps) {
  const header = { ...CAPTIONS, ...captions };
  const columns: ListColumn<StatusHistoryEntry>[] = [
    { key: 'at', header: header.at, nowrap: true, render: (e) => ruDateTime(e.at) },
    { key: 'who', header: header.who, render: (e) => e.who },
    { key: 'action', header: header.action, render: (e) => e.action },
    { key: 'status', header: header.status, render: (e) => e.status },
  ];
  // A history is only ever appended to: a step's position is its stable key.
  return (
    <ResponsiveList label={label} rows={entries} rowKey={(e) => entries.indexOf(e)} columns={columns} empty={empty} />
  );
}

/** A row of a workflow's history as the server's card sends it (server/workflow/transition.ts, `historyView`). */
export interface WorkflowHistoryRow {
  at: string;
  who: string | null;
  side: string;
  actionCaption: string;
  note: string | null;
  toStatusCaption: string;
}

/** One row of a workflow's history as a card words it: the side beside the name, the note after the action. */
export function workflowHistoryEntry(
  row: WorkflowHistoryRow,
  sides: Readonly<Record<string, string>>,
): StatusHistoryEntry {
  return {
    at: row.at,
    who: `${row.who ?? '—'} (${sides[row.side] ?? row.side})`,
    action: row.note ? `${row.actionCaption}: ${row.note}` : row.actionCaption,
    status: row.toStatusCaption,
  };
}

export interface WorkflowHistoryProps {
  /** The accessible name: «История договора». */
  label: string;
  rows: readonly WorkflowHistoryRow[];
  /** How this card names each side of the table («получатель услуг», «поставщик»). */
  sides: Readonly<Record<string, string>>;
}

/** The history of a record moved by a state table: every action, who did it on which side, and the status it led to. */
export function WorkflowHistory({ label, rows, sides }: WorkflowHistoryProps) {
  return <StatusHistory label={label} entries={rows.map((row) => workflowHistoryEntry(row, sides))} />;
}
