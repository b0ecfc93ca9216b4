// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lookupCache } from '@/forms/lookup-cache';
import { AddressWidget, WIDGET_TEXTS } from '@/forms/widgets';
import { changeAddress } from '@/forms/widgets/address/address-value';
import { validationMessages } from '../../../common/validation';
import { server } from '@/testing/mocks/server';
import { envelope, recordRequests } from '@/testing/mocks/utils';
import { expectErrorOn, renderWidget } from './support';

const label = 'Адрес проживания';
const answers: Record<string, unknown> = {
  '/api/addresses/addr-regions': [
    { code: 1, caption: 'Ненецкий АО' },
    { code: 2, caption: 'Ямало-Ненецкий АО' },
  ],
  '/api/addresses/addr-cities?regionId=1': [{ code: 10, caption: 'Нарьян-Мар' }],
  '/api/addresses/addr-cities?regionId=2': [{ code: 20, caption: 'Салехард' }],
  '/api/addresses/addr-street?cityId=10': [
    { code: 100, caption: 'Ленина', type: 'ул.' },
    { code: 101, caption: 'Мира', type: 'пр-кт' },
  ],
  '/api/addresses/addr-street?cityId=10&search=%D0%9C%D0%B8%D1%80': [{ code: 101, caption: 'Мира', type: 'пр-кт' }],
  // The tourism certificate's own lookups: the cities of the form's region, streets by path.
  '/api/cert-tourism/cities?regionId=2': [{ code: 20, caption: 'Салехард' }],
  '/api/cert-tourism/streets/20': [{ code: 200, caption: 'Республики', type: 'ул.' }],
  '/api/cert-tourism/streets/20/%D0%A0%D0%B5%D1%81': [{ code: 200, caption: 'Республики', type: 'ул.' }],
};
const box = (name: string) => screen.getByRole('combobox', { name });
const filled = { regionId: 1, cityId: 10, streetId: 100, house: '5' };
let seen: ReturnType<typeof recordRequests>;

beforeEach(() => {
  lookupCache.clear();
  server.use(
    http.get('*', ({ request }) => {
      const url = new URL(request.url);
      const answer = answers[`${url.pathname}${url.search}`];
      return answer ? envelope(answer) : new HttpResponse('', { status: 404 });
    }),
  );
  seen = recordRequests(server);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('address widget', () => {
  it('shows its label with the required marker and a labelled control per part', () => {
    renderWidget(AddressWidget, { label, required: true });
    expect(screen.getByRole('group', { name: label })).toBeInTheDocument();
    expect(screen.getByText(label)).toHaveTextContent(`${label} *`);
    for (const part of [WIDGET_TEXTS.region, WIDGET_TEXTS.city, WIDGET_TEXTS.street])
      expect(box(part)).toBeInTheDocument();
    for (const part of [WIDGET_TEXTS.house, WIDGET_TEXTS.building, WIDGET_TEXTS.room])
      expect(screen.getByRole('textbox', { name: part })).toBeInTheDocument();
  });

  it('shows the form error under the address and points aria-describedby at it', () => {
    renderWidget(AddressWidget, { label, rawErrors: [validationMessages.required] });
    expectErrorOn(screen.getByRole('group', { name: label }), validationMessages.required);
  });

  it('shows a stored address with the street type before its name', async () => {
    renderWidget(AddressWidget, { label, value: filled });
    await waitFor(() => expect(box(WIDGET_TEXTS.street)).toHaveValue('ул. Ленина'));
    expect(box(WIDGET_TEXTS.region)).toHaveValue('Ненецкий АО');
    expect(box(WIDGET_TEXTS.city)).toHaveValue('Нарьян-Мар');
    expect(screen.getByRole('textbox', { name: WIDGET_TEXTS.house })).toHaveValue('5');
  });

  it('clears the city and the street when the region changes', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(AddressWidget, { label, value: filled });
    await waitFor(() => expect(box(WIDGET_TEXTS.street)).toHaveValue('ул. Ленина'));
    await user.click(box(WIDGET_TEXTS.region));
    await user.click(await screen.findByRole('option', { name: 'Ямало-Ненецкий АО' }));
    expect(onChange).toHaveBeenLastCalledWith({ regionId: 2, house: '5' });
    expect(box(WIDGET_TEXTS.city)).toHaveValue('');
    expect(box(WIDGET_TEXTS.street)).toHaveValue('');
    await waitFor(() => expect(seen.requests.map((r) => r.url)).toContain('/api/addresses/addr-cities?regionId=2'));
  });

  it('offers streets only after a city is chosen and searches them on the server', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(AddressWidget, { label, value: { regionId: 1, cityId: 10 } });
    expect(box(WIDGET_TEXTS.street)).toBeEnabled();
    await user.type(box(WIDGET_TEXTS.street), 'Мир');
    await waitFor(() =>
      expect(seen.requests.map((r) => r.url)).toContain(
        '/api/addresses/addr-street?cityId=10&search=%D0%9C%D0%B8%D1%80',
      ),
    );
    await user.click(await screen.findByRole('option', { name: 'пр-кт Мира' }));
    expect(onChange).toHaveBeenLastCalledWith({ regionId: 1, cityId: 10, streetId: 101 });
  });

  it('stores house, building and room as typed', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(AddressWidget, { label, value: filled });
    await user.type(screen.getByRole('textbox', { name: WIDGET_TEXTS.room }), '12');
    expect(onChange).toHaveBeenLastCalledWith({ ...filled, room: '12' });
  });

  it('keeps city and street disabled until their parent is chosen, and all parts when disabled', () => {
    renderWidget(AddressWidget, { label });
    expect(box(WIDGET_TEXTS.city)).toBeDisabled();
    expect(box(WIDGET_TEXTS.street)).toBeDisabled();
    cleanup();
    renderWidget(AddressWidget, { label, value: filled, disabled: true });
    expect(box(WIDGET_TEXTS.region)).toBeDisabled();
    expect(screen.getByRole('textbox', { name: WIDGET_TEXTS.house })).toBeDisabled();
  });

  it('reads as one line in read-only mode', async () => {
    renderWidget(AddressWidget, { label, value: { ...filled, room: '2' }, readonly: true });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: label })).toHaveValue(
        'Ненецкий АО, Нарьян-Мар, ул. Ленина, д. 5, кв. 2',
      ),
    );
  });

  it('takes a region fixed by the form and the lookups its options name', async () => {
    const user = userEvent.setup();
    const options = {
      region: 2,
      cities: 'cert-tourism/cities',
      streets: 'cert-tourism/streets/{cityId}/{search}',
    };
    const { onChange } = renderWidget(AddressWidget, { label, options });
    await waitFor(() => expect(box(WIDGET_TEXTS.region)).toHaveValue('Ямало-Ненецкий АО'));
    expect(box(WIDGET_TEXTS.region)).toBeDisabled();
    await user.click(box(WIDGET_TEXTS.city));
    await user.click(await screen.findByRole('option', { name: 'Салехард' }));
    expect(onChange).toHaveBeenLastCalledWith({ regionId: 2, cityId: 20 });
    cleanup();
    const second = renderWidget(AddressWidget, { label, options, value: { regionId: 2, cityId: 20 } });
    await waitFor(() => expect(seen.requests.map((r) => r.url)).toContain('/api/cert-tourism/streets/20'));
    await user.type(box(WIDGET_TEXTS.street), 'Рес');
    await waitFor(() =>
      expect(seen.requests.map((r) => r.url)).toContain('/api/cert-tourism/streets/20/%D0%A0%D0%B5%D1%81'),
    );
    await user.click(await screen.findByRole('option', { name: 'ул. Республики' }));
    expect(second.onChange).toHaveBeenLastCalledWith({ regionId: 2, cityId: 20, streetId: 200 });
    expect(seen.requests.some((r) => r.url.includes('addresses/addr-cities'))).toBe(false);
  });

  it('forgets empty parts and a new city forgets the street', () => {
    expect(changeAddress(filled, { cityId: 11 })).toEqual({ regionId: 1, cityId: 11, house: '5' });
    expect(changeAddress({ house: '5' }, { house: '' })).toBeUndefined();
  });
});
