/** A block of the for-parents page: what the support is and where on the portal it is found. */
export interface ParentsSection {
  title: string;
  text: string;
  links: Array<{ caption: string; to: string }>;
}

/**
 * Support for families with children in the region, each block linking into the portal's catalogue,
 * social navigator and registry by their addresses (platform.md section 2).
 */
export const PARENTS_SECTIONS: ParentsSection[] = [
  {
    title: 'Выплаты и пособия',
    text: 'Единое пособие на детей до 17 лет, окружной материнский капитал при рождении третьего ребёнка, ежемесячные выплаты семьям с детьми до трёх лет и компенсация проезда к месту родов для жительниц тундры.',
    links: [
      { caption: 'Меры поддержки в навигаторе', to: '/navigator/msp' },
      { caption: 'Калькулятор субсидии на ЖКУ', to: '/subsidy-calculator' },
    ],
  },
  {
    title: 'Присмотр и уход за детьми',
    text: 'Няни и услуги по присмотру за детьми на время работы или учёбы родителей — у проверенных поставщиков из реестра, в том числе по социальному сертификату.',
    links: [
      { caption: 'Присмотр за детьми', to: '/services/catalog/babysitting' },
      { caption: 'Няни', to: '/services/catalog/nanny' },
    ],
  },
  {
    title: 'Ранняя помощь',
    text: 'Если у малыша есть особенности развития, специалисты служб ранней помощи оценят развитие ребёнка и составят индивидуальную программу. Для семей с детьми до трёх лет — бесплатно, возможны визиты на дом.',
    links: [{ caption: 'Службы ранней помощи', to: '/registry/early-help' }],
  },
  {
    title: 'Многодетным семьям',
    text: 'Удостоверение многодетной семьи, бесплатный проезд школьников, компенсация оплаты жилья и коммунальных услуг, первоочередное место в детском саду и путёвки для детей на отдых.',
    links: [
      { caption: 'Меры поддержки многодетных', to: '/navigator/msp-list' },
      { caption: 'Где получить помощь рядом', to: '/navigator/suppliers' },
    ],
  },
  {
    title: 'Отдых, спорт и досуг детей',
    text: 'Секции, кружки и творческие студии, семейные туры по Ямалу и летний отдых детей по семейному сертификату.',
    links: [
      { caption: 'Спорт', to: '/services/catalog/sport' },
      { caption: 'Культура', to: '/services/catalog/culture' },
      { caption: 'Туризм', to: '/services/catalog/tourism' },
    ],
  },
  {
    title: 'Психологическая помощь семье',
    text: 'Консультации психолога для родителей и детей, школа приёмных родителей, помощь в трудной жизненной ситуации — в центрах социальной помощи семье и детям.',
    links: [
      { caption: 'Социальные услуги', to: '/navigator/services' },
      { caption: 'Каталог услуг', to: '/services/catalog' },
    ],
  },
];
