// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { regionToday } from '../../../common/time-zone';
import { ACTS, type GeneratedAct } from '../../../common/acts/generated/acts';
import { BlockForm } from '@/forms/wizard/block-form';
import { loadBlockKit } from '@/forms/wizard/block-kit';
import { WIDGET_TEXTS } from '@/forms/widgets';

const noop = () => undefined;
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('one signature pad per signer', () => {
  it('gives the employee and the person of a needs assessment a pad each, labelled with the signer’s name', async () => {
    const act = ACTS['individual-needs-assessment-act'] as GeneratedAct;
    const block = act.definition.blocks.find((b) => b.fields.includes('signatures'))!;
    const kit = await loadBlockKit(act, block);
    const data = {
      signatures: { employee: { signer: 'Лаптева Ольга Викторовна' }, person: { signer: 'Соколов Николай Петрович' } },
    };
    render(
      <BlockForm
        schema={kit.schema}
        uiSchema={act.uiSchema}
        block={block}
        kit={kit}
        data={data}
        errors={[]}
        readOnly={false}
        onChange={noop}
        onLeave={noop}
        checkItem={() => []}
      />,
    );

    const pads = screen.getAllByRole('group').filter((g) => g.querySelector('canvas'));
    expect(pads).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Подпись: Лаптева Ольга Викторовна' })).toContainElement(
      screen.getByRole('img', { name: WIDGET_TEXTS.signatureCanvasOf('Подпись: Лаптева Ольга Викторовна') }),
    );
    expect(screen.getByRole('group', { name: 'Подпись: Соколов Николай Петрович' })).toContainElement(
      screen.getByRole('img', { name: WIDGET_TEXTS.signatureCanvasOf('Подпись: Соколов Николай Петрович') }),
    );
    // The employee's line is required, so its pad is marked; the person's is not.
    expect(screen.getByText('Подпись: Лаптева Ольга Викторовна').textContent).toMatch(/\*/);
    expect(screen.getByText('Подпись: Соколов Николай Петрович').textContent).not.toMatch(/\*/);
    // Each signer's line reads its title, then the name, the pad and the date.
    expect(screen.getByText('Подпись специалиста, проводившего оценку')).toBeInTheDocument();
    expect(screen.getByText('Подпись гражданина (законного представителя)')).toBeInTheDocument();
  });

  it('labels a pad «Подпись» until the signer’s name is filled', async () => {
    const act = ACTS['individual-needs-assessment-act'] as GeneratedAct;
    const block = act.definition.blocks.find((b) => b.fields.includes('signatures'))!;
    const kit = await loadBlockKit(act, block);
    render(
      <BlockForm
        schema={kit.schema}
        uiSchema={act.uiSchema}
        block={block}
        kit={kit}
        data={{}}
        errors={[]}
        readOnly={false}
        onChange={noop}
        onLeave={noop}
        checkItem={() => []}
      />,
    );
    expect(screen.getAllByRole('group', { name: 'Подпись' })).toHaveLength(2);
  });

  it('dates an undated line today when its signer draws on it, and keeps a date already there', async () => {
    const act = ACTS['individual-needs-assessment-act'] as GeneratedAct;
    const block = act.definition.blocks.find((b) => b.fields.includes('signatures'))!;
    const kit = await loadBlockKit(act, block);
    // happy-dom has no canvas drawing; the pad only needs the path calls and the PNG export.
    const ink = { beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn(), clearRect: vi.fn() };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ink as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
    const onChange = vi.fn();
    render(
      <BlockForm
        schema={kit.schema}
        uiSchema={act.uiSchema}
        block={block}
        kit={kit}
        data={{
          signatures: {
            employee: { signer: 'Лаптева Ольга Викторовна' },
            person: { signer: 'Соколов Николай Петрович', signedAt: '2026-11-20' },
          },
        }}
        errors={[]}
        readOnly={false}
        onChange={onChange}
        onLeave={noop}
        checkItem={() => []}
      />,
    );
    for (const name of ['Лаптева Ольга Викторовна', 'Соколов Николай Петрович']) {
      const pad = screen.getByRole('img', { name: WIDGET_TEXTS.signatureCanvasOf(`Подпись: ${name}`) });
      fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10 });
      fireEvent.pointerMove(pad, { pointerId: 1, clientX: 40, clientY: 30 });
      fireEvent.pointerUp(pad, { pointerId: 1 });
      const group = screen.getByRole('group', { name: `Подпись: ${name}` });
      fireEvent.click(within(group).getByRole('button', { name: WIDGET_TEXTS.saveSignature }));
    }
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          signatures: {
            employee: { signer: 'Лаптева Ольга Викторовна', image: PNG, signedAt: regionToday() },
            person: { signer: 'Соколов Николай Петрович', image: PNG, signedAt: '2026-11-20' },
          },
        }),
      ),
    );
    vi.restoreAllMocks();
  });
});
