// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ACTS } from '../../../common/acts/generated/acts';
import { SignedVersionView } from '@/forms/wizard/signed-version-view';
import composed from '@/forms/wizard/signed-version-view.stories';
import sample from '../../../schemas/acts/test-act/versions/1.sample.json';

/** A signed act of an earlier version of the form is shown with that version's blocks and fields. */
describe('SignedVersionView', () => {
  afterEach(cleanup);
  const view = composed.args!.view!;
  const renderView = (intact: boolean | null) =>
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <SignedVersionView act={ACTS['test-act']} view={{ ...view, contentIntact: intact }} />
      </SWRConfig>,
    );

  it('shows the version-1 fields the current form no longer has, and says which version it was signed under', async () => {
    renderView(true);
    expect(screen.getByText(/по версии 1 формы и показан так, как был подписан/)).toBeInTheDocument();
    expect(screen.getByText(/сейчас действует версия 2/)).toBeInTheDocument();
    // Version 1's remark and its «Контакты» group, which version 2 moved and dropped.
    expect(await screen.findByText(sample.remark)).toBeInTheDocument();
    expect(screen.getByText('Контакты')).toBeInTheDocument();
    expect(
      screen.getByText('Содержание документа не изменялось после подписания (проверено по контрольной сумме).'),
    ).toBeInTheDocument();
    // Nothing to change or sign in a signed document.
    expect(screen.queryByRole('button', { name: /Изменить|Подписать/ })).not.toBeInTheDocument();
  });

  it('says first when the content no longer matches what was signed', async () => {
    renderView(false);
    expect(await screen.findByText(/после подписания его изменили. Подпись недействительна/)).toBeInTheDocument();
  });
});
