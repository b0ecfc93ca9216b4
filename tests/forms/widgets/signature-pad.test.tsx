// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignaturePadWidget, WIDGET_TEXTS } from '@/forms/widgets';
import { validationMessages } from '../../../common/validation';
import { expectErrorOn, renderWidget } from './support';

const label = 'Подпись получателя услуг';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const canvas = () => screen.getByRole('img', { name: WIDGET_TEXTS.signatureCanvasOf(label) });
const ink = {
  beginPath: vi.fn(),
  moveTo: vi.fn(),
  lineTo: vi.fn(),
  stroke: vi.fn(),
  clearRect: vi.fn(),
  fillText: vi.fn(),
  measureText: vi.fn(() => ({ width: 300 })),
};

function draw(target: HTMLElement) {
  fireEvent.pointerDown(target, { pointerId: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(target, { pointerId: 1, clientX: 40, clientY: 30 });
  fireEvent.pointerUp(target, { pointerId: 1 });
}

beforeEach(() => {
  vi.clearAllMocks();
  // happy-dom has no canvas drawing; the widget only needs the path calls and the PNG export.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ink as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('signaturePad widget', () => {
  it('shows its label with the required marker and a labelled canvas', () => {
    renderWidget(SignaturePadWidget, { label, required: true });
    expect(screen.getByRole('group', { name: label })).toBeInTheDocument();
    expect(screen.getByText(label)).toHaveTextContent(`${label} *`);
    expect(canvas()).toBeInTheDocument();
  });

  it('shows the form error under the pad and points aria-describedby at it', () => {
    renderWidget(SignaturePadWidget, { label, rawErrors: [validationMessages.required] });
    expectErrorOn(canvas(), validationMessages.required);
  });

  it('stores the drawing as a PNG data URL on "Сохранить подпись"', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(SignaturePadWidget, { label });
    draw(canvas());
    expect(ink.lineTo).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: WIDGET_TEXTS.saveSignature }));
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenCalledWith('image/png');
    expect(onChange).toHaveBeenLastCalledWith(PNG);
    expect(screen.getByRole('img', { name: `${WIDGET_TEXTS.savedSignature} (${label})` })).toHaveAttribute('src', PNG);
  });

  it('signs from the keyboard with the signer’s name written into the pad, offered only when the name is known', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(SignaturePadWidget, { label, options: { signer: 'Лаптева Ольга Викторовна' } });
    const byName = screen.getByRole('button', { name: WIDGET_TEXTS.signByName });
    byName.focus();
    await user.keyboard('{Enter}');
    expect(ink.fillText).toHaveBeenCalledWith('Лаптева Ольга Викторовна', expect.any(Number), expect.any(Number));
    expect(onChange).toHaveBeenLastCalledWith(PNG);
    cleanup();
    renderWidget(SignaturePadWidget, { label });
    expect(screen.queryByRole('button', { name: WIDGET_TEXTS.signByName })).toBeNull();
  });

  it('asks for a signature when saving an empty pad', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(SignaturePadWidget, { label });
    await user.click(screen.getByRole('button', { name: WIDGET_TEXTS.saveSignature }));
    expect(onChange).not.toHaveBeenCalled();
    expectErrorOn(canvas(), WIDGET_TEXTS.signatureEmpty);
  });

  it('clears a saved signature back to an empty pad', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(SignaturePadWidget, { label, value: PNG });
    await user.click(screen.getByRole('button', { name: WIDGET_TEXTS.clear }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(canvas()).toBeInTheDocument();
  });

  it('reaches its buttons from the keyboard', async () => {
    const user = userEvent.setup();
    renderWidget(SignaturePadWidget, { label });
    await user.tab();
    expect(screen.getByRole('button', { name: WIDGET_TEXTS.clear })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: WIDGET_TEXTS.saveSignature })).toHaveFocus();
  });

  it('neither draws nor saves when disabled', () => {
    renderWidget(SignaturePadWidget, { label, disabled: true });
    draw(canvas());
    expect(ink.lineTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: WIDGET_TEXTS.saveSignature })).toBeDisabled();
    expect(screen.getByRole('button', { name: WIDGET_TEXTS.clear })).toBeDisabled();
  });

  it('shows the saved image without buttons in read-only mode, "отсутствует" when unsigned', () => {
    renderWidget(SignaturePadWidget, { label, value: PNG, readonly: true });
    expect(screen.getByRole('img', { name: `${WIDGET_TEXTS.savedSignature} (${label})` })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    cleanup();
    renderWidget(SignaturePadWidget, { label, readonly: true });
    expect(screen.getByRole('textbox', { name: label })).toHaveValue(WIDGET_TEXTS.empty);
  });
});
