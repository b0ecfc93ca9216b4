// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailsList, EMPTY_VALUE } from '@/components/details-list';
import { SiteLink, siteHref } from '@/components/site-link';
import { tariffRows } from '@/components/tariff-rows';

/** Each term with the text of its definition, as a screen reader pairs them. */
const pairs = (container: HTMLElement) =>
  [...container.querySelectorAll('dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.tagName === 'DD' ? dt.nextElementSibling.textContent : '(no dd)',
  ]);

describe('a card’s details list', () => {
  it('is a <dl> of label and value, each label followed by its value', () => {
    const { container } = render(
      <DetailsList
        rows={[
          ['Адрес', 'г. Салехард, ул. Матросова, д. 27'],
          ['Телефон', '+7 (34922) 3-05-17'],
        ]}
      />,
    );
    expect(container.querySelectorAll('dl')).toHaveLength(1);
    expect(pairs(container)).toEqual([
      ['Адрес', 'г. Салехард, ул. Матросова, д. 27'],
      ['Телефон', '+7 (34922) 3-05-17'],
    ]);
  });

  it('says «отсутствует» for a missing or blank value, or the card’s own words, but shows zero and «Нет»', () => {
    const rows = [
      ['Руководитель', null],
      ['Сайт', undefined],
      ['Режим работы', '  '],
      ['Свободных мест', 0],
      ['Участвует', 'Нет'],
    ] as const;
    const { container, unmount } = render(<DetailsList rows={rows} />);
    expect(EMPTY_VALUE).toBe('отсутствует');
    expect(pairs(container).map(([, value]) => value)).toEqual([
      'отсутствует',
      'отсутствует',
      'отсутствует',
      '0',
      'Нет',
    ]);
    unmount();
    const again = render(<DetailsList rows={rows} emptyText="не указано" />);
    expect(pairs(again.container).map(([, value]) => value)).toEqual([
      'не указано',
      'не указано',
      'не указано',
      '0',
      'Нет',
    ]);
  });

  it('lets long values wrap anywhere, so a phone never scrolls sideways', () => {
    const { container } = render(
      <DetailsList rows={[['Электронная почта', 'priemnaya.centra.socialnogo.obsluzhivaniya@sev-zabota.yanao.ru']]} />,
    );
    expect(getComputedStyle(container.querySelector('dd')!).overflowWrap).toBe('anywhere');
  });

  it('shows a service’s tariff: type, unit and price', () => {
    const { container } = render(
      <DetailsList variant="compact" rows={tariffRows({ rateType: 'free', rateUnit: null, price: null })} />,
    );
    expect(pairs(container).map(([label]) => label)).toEqual(['Тип тарифа', 'Единица', 'Стоимость']);
    expect(pairs(container)[1][1]).toBe('отсутствует');
  });
});

describe('a provider’s site', () => {
  it('opens over https when written without a scheme, in a new tab that a screen reader announces', () => {
    expect(siteHref('sev-zabota.ru')).toBe('https://sev-zabota.ru');
    expect(siteHref('http://kcson-nadym.ru')).toBe('http://kcson-nadym.ru');
    render(<SiteLink site="sev-zabota.ru" />);
    const link = screen.getByRole('link', { name: 'sev-zabota.ru (откроется в новой вкладке)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
