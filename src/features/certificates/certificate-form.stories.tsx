import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CertificateForm, initialCertificateValues, type CertificateFormProps } from './certificate-form';
import { CertificateSummary } from './certificate-summary';
import { DRAFT } from './certificate-fixtures';

/** The form with its values kept by the story, as the page keeps them. */
function Stateful(props: Omit<CertificateFormProps, 'values' | 'onChange'>) {
  const [values, setValues] = useState(initialCertificateValues(props.draft));
  return <CertificateForm {...props} values={values} onChange={setValues} />;
}

const meta = {
  title: 'Сертификаты/Заявление на сертификат',
  component: Stateful,
  args: { draft: DRAFT, onSubmit: fn() },
} satisfies Meta<typeof Stateful>;
export default meta;

/** The applicant or her son may receive it; the phone comes from the profile. */
export const TwoRecipients: StoryObj<typeof meta> = {};
/** Only the applicant may receive it: she is chosen. */
export const OnlyApplicant: StoryObj<typeof meta> = {
  args: { draft: { ...DRAFT, recipients: DRAFT.recipients.slice(0, 1), phone: null } },
};
/** What the certificate gives, above the form. */
export const Summary: StoryObj<typeof meta> = { render: () => <CertificateSummary draft={DRAFT} /> };
