import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkCardList } from '@/components/paged-list/link-card-list';
import { CatalogServiceSummary } from './catalog-service-list';
import type { CatalogService } from './api';

const service = (row: Partial<CatalogService> & Pick<CatalogService, 'id' | 'caption'>): CatalogService => ({
  institutionId: 5,
  description: '',
  catalogGroup: 1,
  serviceTypeCode: null,
  area: 'social',
  rateType: 'fixed',
  rateUnit: 'km',
  price: 22,
  provider: { id: 5, shortCaption: 'АНО «ЦСУ „Северная забота“»', city: 'Салехард' },
  ...row,
});

/** The services as a catalogue section lists them (PagedList adds the count and the pages). */
const meta: Meta<typeof LinkCardList<CatalogService>> = {
  title: 'Каталог услуг/Список услуг раздела',
  component: LinkCardList<CatalogService>,
  args: {
    itemKey: (s: CatalogService) => s.id,
    itemPath: (s: CatalogService) => `/services/catalog/card/${s.institutionId}/services/${s.id}`,
    renderItem: (s: CatalogService) => <CatalogServiceSummary service={s} />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;

export const Services: StoryObj<typeof LinkCardList<CatalogService>> = {
  args: {
    items: [
      service({ id: 60, caption: 'Социальное такси по Салехарду для инвалидов-колясочников' }),
      service({
        id: 61,
        caption: 'Социальное такси в аэропорт и на вокзал',
        rateType: 'certificate',
        rateUnit: 'piece',
        price: 400,
        provider: { id: 2, shortCaption: 'ГБУ ЯНАО «КЦСОН „Участие“ г. Ноябрьск»', city: 'Ноябрьск' },
      }),
      service({
        id: 69,
        caption: 'Оздоровительная гимнастика для граждан старшего возраста',
        area: 'sport',
        rateType: 'free',
        rateUnit: null,
        price: null,
        catalogGroup: 6,
      }),
      service({
        id: 62,
        caption: 'Сиделка в стационаре на время госпитализации',
        area: 'medical',
        rateType: 'contract',
        rateUnit: 'fullDay',
        price: 2800,
        catalogGroup: 2,
        provider: { id: 11, shortCaption: 'ООО «Забота Севера»', city: null },
      }),
    ],
  },
};

/** A search that found nothing. */
export const NothingFound: StoryObj<typeof LinkCardList<CatalogService>> = { args: { items: [] } };
