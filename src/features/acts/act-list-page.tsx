import { useState, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
import type { GeneratedAct } from '@common/acts/generated/acts';
import type { UiSchemaObject } from '@common/acts/act-schema';
import { displayValue, resolveNode } from '@common/acts/display-value';
import { getPointer } from '@common/acts/computed';
import { createAct, findDrafts, useActList, type ActListItem, type PersonFound } from './api';
import { DraftOfferDialog } from './draft-offer-dialog';
import { PersonSearch } from './person-search';

/** Schema node of a list column pointer, for showing captions and dates. */
export function columnNode(act: GeneratedAct, pointer: string): unknown {
  let node: unknown = act.schema;
  for (const token of pointer.split('/').filter(Boolean)) {
    const resolved = resolveNode(act.schema, node);
    node = /^\d+$/.test(token)
      ? resolved?.items
      : (resolved?.properties as Record<string, unknown> | undefined)?.[token];
  }
  return node;
}

/** The UI schema entry of a list column (its widget says, for one, that a number is money). */
export function columnUi(act: GeneratedAct, pointer: string): UiSchemaObject | undefined {
  let ui: unknown = act.uiSchema;
  for (const token of pointer.split('/').filter(Boolean))
    ui = (ui as Record<string, unknown> | undefined)?.[/^\d+$/.test(token) ? 'items' : token];
  return ui && typeof ui === 'object' ? (ui as UiSchemaObject) : undefined;
}

export interface ActListOptions {
  /** The address of a record's card (act.json `screens.card.path` with the id put in). */
  card: (id: number) => string;
  /** Another action on a found person (the living-conditions act: an act about their child). */
  personAction?: (person: PersonFound, card: (id: number) => string) => ReactNode;
}

/**
 * The list screen of an act: find a person, create an act, list the acts (all or the person's).
 * The codegen makes each act's list with it (src/features/acts/generated/<act>-list.ts).
 */
export function actListPage(act: GeneratedAct, options: ActListOptions): ComponentType {
  const { card } = options;
  const personAction = options.personAction ? (p: PersonFound) => options.personAction!(p, card) : undefined;
  return function ActListPage() {
    const navigate = useNavigate();
    const [person, setPerson] = useState<PersonFound | null>(null);
    const [page, setPage] = useState(1);
    const [busy, setBusy] = useState(false);
    const { data, error, isLoading } = useActList(act.definition, person?.id ?? null, page);
    const [offer, setOffer] = useState<{ person: PersonFound; drafts: ActListItem[] } | null>(null);
    const create = async (p: PersonFound) => {
      setBusy(true);
      try {
        const created = await createAct(act.definition, p.id);
        navigate(card(created.id));
      } catch {
        setBusy(false);
      }
    };
    /** «Создать акт»: a draft of the person's is offered first. */
    const start = async (p: PersonFound) => {
      setBusy(true);
      try {
        const drafts = await findDrafts(act.definition, p.id);
        if (drafts.length === 0) return void (await create(p));
        setOffer({ person: p, drafts });
      } catch {
        // The HTTP client has told the person what went wrong.
      }
      setBusy(false);
    };
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          {act.definition.title}
        </Typography>
        <PersonSearch
          definition={act.definition}
          busy={busy}
          onCreate={(p) => void start(p)}
          onShowActs={setPerson}
          personAction={personAction}
        />
        {offer && (
          <DraftOfferDialog
            person={[offer.person.lastName, offer.person.firstName, offer.person.middleName].filter(Boolean).join(' ')}
            drafts={offer.drafts}
            onOpen={(id) => {
              // The dialog closes first: leaving with it open left the page behind it inert on return.
              setOffer(null);
              void navigate(card(id));
            }}
            onCreate={() => {
              const p = offer.person;
              setOffer(null);
              void create(p);
            }}
            onCancel={() => setOffer(null)}
          />
        )}
        <Typography variant="h6" component="h2" gutterBottom>
          {person ? `Акты: ${person.lastName} ${person.firstName}` : 'Акты организации'}
          {person && (
            <Button size="small" sx={{ ml: 1 }} onClick={() => setPerson(null)}>
              Показать все
            </Button>
          )}
        </Typography>
        {isLoading && <LinearProgress aria-label="Загрузка" />}
        {error && <Alert severity="error">Не удалось загрузить список актов.</Alert>}
        {data && (
          <ResponsiveList
            label="Список актов"
            rows={data.items}
            rowKey={(item) => item.id}
            empty="Актов пока нет."
            columns={[
              {
                key: 'number',
                header: 'Номер',
                nowrap: true,
                render: (item) => item.number,
              },
              { key: 'person', header: 'Гражданин', render: (item) => item.personCaption },
              ...act.definition.listColumns.map(
                (c): ListColumn<ActListItem> => ({
                  key: c.pointer,
                  header: c.title,
                  render: (item) =>
                    displayValue(
                      act.schema,
                      columnNode(act, c.pointer),
                      item.columns[c.pointer] ?? getPointer({}, c.pointer),
                      columnUi(act, c.pointer),
                    ),
                }),
              ),
              {
                key: 'state',
                header: 'Состояние',
                render: (item) =>
                  item.signedAt ? (
                    <Chip size="small" color="success" label="Подписан" />
                  ) : (
                    <Chip size="small" label="Черновик" />
                  ),
              },
              {
                key: 'open',
                header: 'Действие',
                render: (item) => (
                  <Button size="small" component={RouterLink} to={card(item.id)}>
                    Открыть
                  </Button>
                ),
              },
            ]}
          />
        )}
        {data && data.total > 20 && (
          <Pagination sx={{ mt: 2 }} count={Math.ceil(data.total / 20)} page={page} onChange={(_, v) => setPage(v)} />
        )}
      </>
    );
  };
}
