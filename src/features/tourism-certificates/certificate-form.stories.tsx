import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lookupCache } from '@/forms/lookup-cache';
import { ADDRESS_LOOKUPS } from '@/forms/widgets/address/address-value';
import { CertificateForm } from './certificate-form';
import { DRAFT } from './fixtures';

// Storybook has no API: the form's lists are put in the shared lookup cache beforehand.
function primeLists() {
  lookupCache.prime('cert-tourism/family', undefined, [
    { code: 2, caption: 'Иванов Артём Сергеевич' },
    { code: 3, caption: 'Иванова Софья Сергеевна' },
  ]);
  lookupCache.prime(ADDRESS_LOOKUPS.regions, undefined, [{ code: 1, caption: 'Ямало-Ненецкий автономный округ' }]);
  lookupCache.prime(ADDRESS_LOOKUPS.cities, { regionId: 1 }, [{ code: 1, caption: 'Салехард' }]);
  lookupCache.prime(ADDRESS_LOOKUPS.streets, { cityId: 1 }, [{ code: 1, caption: 'Республики', type: 'ул.' }]);
}

/** The form with its fields kept as the page keeps them. */
function Form({ filled, busy = false }: { filled: boolean; busy?: boolean }) {
  const [fields, setFields] = useState<Record<string, unknown>>(() => (filled ? DRAFT.fields : {}));
  return <CertificateForm fields={fields} onChange={setFields} busy={busy} onSubmit={() => undefined} />;
}

const meta: Meta<typeof Form> = {
  title: 'Туристические сертификаты/Заявление',
  component: Form,
  args: { filled: true },
  beforeEach: primeLists,
};
export default meta;
type Story = StoryObj<typeof Form>;

/** The draft: the applicant's phone and address, a child who travels with them. */
export const Draft: Story = {};
/** Empty: «Подать заявление» shows the form's own errors. */
export const Empty: Story = { args: { filled: false } };
/** Sending: the button waits, the fields keep what was typed. */
export const Sending: Story = { args: { busy: true } };
/** On a phone the fields are stacked. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
