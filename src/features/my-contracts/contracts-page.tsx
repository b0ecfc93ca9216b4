import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ListResult } from '@/components/list-toolbar/list-result';
import { ListToolbar } from '@/components/list-toolbar/list-toolbar';
import { LIST_PAGE_SIZE, useListQuery } from '@/components/list-toolbar/use-list-query';
import { useSession } from '@/stores/session';
import { OTHER_CONTRACT_FILTERS } from '@common/contracts/other-contract-status';
import { useOtherContracts } from './api';
import { OtherContractList } from './other-contract-list';

/** The «active» (1) and «closed» (2) filter, kept as `?filter=`. */
const FILTER = { param: 'filter', values: [1, 2] } as const;

/** /user/contracts: the citizen's contracts concluded outside the portal, active or closed, with search and paging. */
export default function ContractsPage() {
  const { query, update } = useListQuery(FILTER);
  const side = useSession((s) => (s.user?.selectedInstitution ? 'provider' : 'person'));
  const load = useOtherContracts({
    search: query.search || undefined,
    filter: query.filter,
    page: query.page,
    pageSize: LIST_PAGE_SIZE,
  });
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Договоры
      </Typography>
      <ListToolbar
        search={query.search}
        placeholder="Номер, вид договора, организация"
        onSearch={(search) => update({ search })}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Какие договоры показать"
          value={query.filter ?? 0}
          onChange={(_event, value: number | null) =>
            value !== null && update({ filter: value === 0 ? undefined : (value as 1 | 2) })
          }
        >
          <ToggleButton value={0}>Все</ToggleButton>
          <ToggleButton value={1}>{OTHER_CONTRACT_FILTERS[1].caption}</ToggleButton>
          <ToggleButton value={2}>{OTHER_CONTRACT_FILTERS[2].caption}</ToggleButton>
        </ToggleButtonGroup>
      </ListToolbar>
      <ListResult
        load={load}
        page={query.page}
        errorText="Не удалось загрузить договоры."
        onPage={(page) => update({ page })}
      >
        {(page) => <OtherContractList rows={page.items} side={side} />}
      </ListResult>
    </>
  );
}
