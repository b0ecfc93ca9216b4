import { useState, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { ResponsiveList } from '@/components/responsive-list/responsive-list';
import type { GeneratedAct } from '@common/acts/generated/acts';
import { actColumns } from './act-columns';
import { createAct, findDrafts, useActList, type ActListItem, type PersonFound } from './api';
import { DraftOfferDialog } from './draft-offer-dialog';
import { PersonSearch } from './person-search';

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
              ...actColumns<ActListItem>(act, card),
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
