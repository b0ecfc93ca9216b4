// @vitest-environment happy-dom
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SchemaForm } from '@/forms/schema-form/schema-form';
import { schema, uiSchema } from '@common/acts/generated/forms/contest-application';
import { formValidators } from '@common/acts/generated/forms/contest-application.validators.js';
import * as entry from '@common/acts/generated/forms/service-catalog-entry';
import { formValidators as entryValidators } from '@common/acts/generated/forms/service-catalog-entry.validators.js';

function Application() {
  const [data, setData] = useState<Record<string, unknown>>({ services: [{}] });
  return (
    <SchemaForm
      schema={schema}
      uiSchema={uiSchema}
      formValidators={formValidators}
      data={data}
      errors={[]}
      idPrefix="application"
      onChange={setData}
    />
  );
}

describe('a form of the «form» kind', () => {
  it('words its list’s buttons in Russian and keeps each row’s fields whole, the buttons under them', async () => {
    const user = userEvent.setup();
    render(<Application />);
    const add = await screen.findByRole('button', { name: 'Добавить' });
    expect(screen.getAllByRole('button', { name: 'Удалить' })).toHaveLength(1);
    await user.click(add);
    const removes = screen.getAllByRole('button', { name: 'Удалить' });
    expect(removes).toHaveLength(2);
    expect(screen.getAllByRole('textbox', { name: /Наименование услуги/ })).toHaveLength(2);
    // The button stands in its row, after the row's fields.
    const row = removes[0].closest('.MuiPaper-outlined') as HTMLElement;
    expect(within(row).getByRole('textbox', { name: /Наименование услуги/ })).toBeInTheDocument();
    await user.click(removes[1]);
    expect(screen.getAllByRole('textbox', { name: /Наименование услуги/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Add|Remove/ })).toBeNull();
  });

  it('hides the fields the page names, keeping the others', async () => {
    render(
      <SchemaForm
        schema={entry.schema}
        uiSchema={entry.uiSchema}
        formValidators={entryValidators}
        data={{ rateType: 'free', price: 100 }}
        errors={[]}
        idPrefix="entry"
        hiddenFields={['rateUnit', 'price']}
      />,
    );
    expect(await screen.findByRole('textbox', { name: /Название услуги/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Стоимость/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Единица тарификации/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: /Порядок оплаты/ })).toBeInTheDocument();
  });
});
