import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { ListResult } from '@/components/list-toolbar/list-result';
import { ListToolbar } from '@/components/list-toolbar/list-toolbar';
import { LIST_PAGE_SIZE } from '@/components/list-toolbar/use-list-query';
import { id, listParams, text, useListParams } from '@/components/list-params/use-list-params';
import { ActingForSelect } from '@/components/acting-for/acting-for-select';
import { useSession } from '@/stores/session';
import { SystemRole } from '@common/roles';
import { useReceivedServices, useRenderedServices } from './api';
import { ReceivedServiceList, RenderedServiceList } from './services-lists';

/**
 * /user/services «Мои услуги»: for a citizen the services they (and their children) receive under
 * contracts in force; for a provider's employee the services of the selected institution with
 * how many people receive each. Search and page are kept in the address.
 */
/** The list's address: the search and whom a representative acts for (`?for=6`). */
const SERVICES_LIST = listParams<{ search?: string; personId?: number }>()({
  search: text(),
  personId: { ...id(), name: 'for' },
});

export default function ServicesPage() {
  const side = useSession(({ user }) => {
    const inst = user?.selectedInstitution;
    if (inst) return inst.institutionRole === SystemRole.ServiceProvider ? 'provider' : null;
    return user?.personId ? 'person' : null;
  });
  const personId = useSession(({ user }) => user?.personId);
  const kids = useSession(({ user }) => user?.kids ?? []);
  const { query, update } = useListParams(SERVICES_LIST);
  const request = { search: query.search || undefined, page: query.page, pageSize: LIST_PAGE_SIZE };
  const received = useReceivedServices({ ...request, personId: query.personId }, side === 'person');
  const rendered = useRenderedServices(request, side === 'provider');
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Мои услуги
      </Typography>
      {side === null ? (
        <Alert severity="info">Раздел доступен гражданину и сотруднику поставщика услуг.</Alert>
      ) : (
        <>
          {rendered.data && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Услуги учреждения {rendered.data.institution} и число граждан, получающих их по действующим договорам.
            </Typography>
          )}
          {side === 'person' && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Услуги, которые вы, ваши дети и подопечные получаете по действующим договорам на социальные услуги.
            </Typography>
          )}
          {side === 'person' && personId && (
            <ActingForSelect
              value={query.personId}
              selfId={personId}
              people={kids}
              onChange={(chosen) => update({ personId: chosen })}
            />
          )}
          <ListToolbar
            search={query.search}
            placeholder={side === 'provider' ? 'Название услуги' : 'Услуга, поставщик, номер договора'}
            onSearch={(search) => update({ search })}
          />
          {side === 'person' ? (
            <ListResult
              load={received}
              page={query.page}
              errorText="Не удалось загрузить услуги."
              onPage={(page) => update({ page })}
            >
              {(page) => <ReceivedServiceList rows={page.items} personId={personId} />}
            </ListResult>
          ) : (
            <ListResult
              load={rendered}
              page={query.page}
              errorText="Не удалось загрузить услуги."
              onPage={(page) => update({ page })}
            >
              {(page) => <RenderedServiceList rows={page.items} />}
            </ListResult>
          )}
        </>
      )}
    </>
  );
}
