import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { lookupCache } from '@/forms/lookup-cache';
import { ADDRESS_LOOKUPS } from '@/forms/widgets/address/address-value';
import { Application, CertificateRow, DecisionScreen } from './pages';
import { DRAFT, LARGE_FAMILY_TYPE, LIST_ITEM, SUBMITTED } from './fixtures';
import { HOLDER_MSG } from '@common/tourism/certificate-holders';

function primeLists() {
  lookupCache.prime('cert-tourism/family', undefined, [
    { code: 2, caption: 'Иванов Артём Сергеевич' },
    { code: 3, caption: 'Иванова Софья Сергеевна' },
  ]);
  lookupCache.prime(ADDRESS_LOOKUPS.regions, undefined, [{ code: 1, caption: 'Ямало-Ненецкий автономный округ' }]);
  lookupCache.prime(ADDRESS_LOOKUPS.cities, { regionId: 1 }, [{ code: 1, caption: 'Салехард' }]);
  lookupCache.prime(ADDRESS_LOOKUPS.streets, { cityId: 1 }, [{ code: 1, caption: 'Республики', type: 'ул.' }]);
}

const meta: Meta = { title: 'Туристические сертификаты/Экраны', beforeEach: primeLists };
export default meta;

/** The new-certificate page's body: the type's terms and the form. */
export const NewApplication: StoryObj<typeof Application> = {
  render: () => (
    <Stack spacing={2}>
      <Application draft={DRAFT} />
    </Stack>
  ),
};
/** One may not apply now: the reason instead of the form. */
export const NotAllowed: StoryObj<typeof Application> = {
  render: () => (
    <Stack spacing={2}>
      <Application
        draft={{
          ...DRAFT,
          allowed: false,
          reason:
            'У вас уже есть выданный сертификат этого вида № ТСЕ-2026/000005 (срок действия с 16.11.2026 по 15.03.2027). Выберите тур по нему.',
        }}
      />
    </Stack>
  ),
};
/** The type's holder rule does not admit the applicant: its reason instead of the form. */
export const NotAHolder: StoryObj<typeof Application> = {
  render: () => (
    <Stack spacing={2}>
      <Application
        draft={{ ...DRAFT, type: LARGE_FAMILY_TYPE, allowed: false, reason: HOLDER_MSG.notLargeFamily(2) }}
      />
    </Stack>
  ),
};
/** One row of the department's list. */
export const DepartmentRow: StoryObj<typeof CertificateRow> = { render: () => <CertificateRow item={LIST_ITEM} /> };
/** The department's card: issue or refuse. */
export const Decision: StoryObj<typeof DecisionScreen> = { render: () => <DecisionScreen certificate={SUBMITTED} /> };
