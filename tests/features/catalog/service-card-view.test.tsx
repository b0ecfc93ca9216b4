// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ServiceCardView, servicePhotoUrl } from '../../../src/features/catalog/service-card-page';
import { FreeWithGaps, WithPhotos } from '../../../src/features/catalog/service-card-view.stories';

const withPhotos = WithPhotos.args!.card!;

describe('the public card of a catalogue service', () => {
  it('shows the approved photos, the places and the schedule', () => {
    render(
      <MemoryRouter>
        <ServiceCardView card={withPhotos} />
      </MemoryRouter>,
    );
    const photos = within(screen.getByRole('list', { name: 'Фотографии услуги' })).getAllByRole('img');
    expect(photos).toHaveLength(3);
    expect(photos[0]).toHaveAccessibleName(`Фотография 1 из 3: ${withPhotos.caption}`);
    expect(photos[0]).toHaveAttribute('src', servicePhotoUrl(withPhotos, withPhotos.photos[0].id));
    expect(servicePhotoUrl(withPhotos, 'f1')).toMatch(/\/public\/registry\/5\/services-catalog\/67\/photos\/f1$/);
    expect(screen.getByText('Количество мест').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Расписание').nextSibling).toHaveTextContent(withPhotos.schedule!);
  });

  it('has no photo list without photos and says what is missing', () => {
    render(
      <MemoryRouter>
        <ServiceCardView card={{ ...FreeWithGaps.args!.card!, places: null, schedule: null }} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('list', { name: 'Фотографии услуги' })).toBeNull();
    expect(screen.getByText('Количество мест').nextSibling).toHaveTextContent('отсутствует');
  });
});
