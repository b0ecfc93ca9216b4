/**
 * More services of the catalogue's groups (platform.md section 9), so that every section of
 * /services/catalog lists believable offers from several providers and the first section's
 * list runs over one page. Ids from 60 up, above the general services of services.ts.
 */
import { INSTITUTION as I } from './institutions.ts';
import { CATALOG_GROUP as G, type ServiceSeed } from './services.ts';

const catalogService = (row: Omit<ServiceSeed, 'serviceTypeCode' | 'isTourism'>): ServiceSeed => ({
  ...row,
  serviceTypeCode: null,
  isTourism: false,
});

export const CATALOG_SERVICES: ServiceSeed[] = [
  catalogService({
    id: 60,
    institutionId: I.severnayaZabota,
    catalogGroup: G.socialTaxi,
    caption: 'Социальное такси по Салехарду для инвалидов-колясочников',
    description:
      'Автомобиль с пандусом и креплениями для кресла-коляски; водитель помогает выйти из дома и подняться в учреждение. Заказ по телефону за сутки.',
    area: 'social',
    rateType: 'fixed',
    rateUnit: 'km',
    price: 22,
  }),
  catalogService({
    id: 61,
    institutionId: I.kcsonNoyabrsk,
    catalogGroup: G.socialTaxi,
    caption: 'Социальное такси в аэропорт и на вокзал',
    description:
      'Поездки пенсионеров старше 70 лет и инвалидов I и II групп к поездам и самолётам с помощью с багажом.',
    area: 'social',
    rateType: 'certificate',
    rateUnit: 'piece',
    price: 400,
  }),
  catalogService({
    id: 62,
    institutionId: I.zabotaGubkinsky,
    catalogGroup: G.nurses,
    caption: 'Сиделка в стационаре на время госпитализации',
    description:
      'Уход за пожилым человеком в больнице: кормление, гигиена, смена белья, помощь при передвижении по отделению.',
    area: 'medical',
    rateType: 'contract',
    rateUnit: 'fullDay',
    price: 2800,
  }),
  catalogService({
    id: 63,
    institutionId: I.csoSalekhard,
    catalogGroup: G.nurses,
    caption: 'Патронажная сестра на дому',
    description:
      'Измерение давления и сахара крови, перевязки, контроль приёма лекарств по назначению врача у маломобильных граждан.',
    area: 'medical',
    rateType: 'rate',
    rateUnit: 'hour',
    price: 380,
  }),
  catalogService({
    id: 64,
    institutionId: I.familyCentreUrengoy,
    catalogGroup: G.babysitting,
    caption: 'Присмотр за детьми в группе кратковременного пребывания',
    description:
      'Группа до 4 часов для детей от 3 до 7 лет из многодетных семей, пока родители на приёме или на работе.',
    area: 'education',
    rateType: 'free',
    rateUnit: null,
    price: null,
  }),
  catalogService({
    id: 65,
    institutionId: I.oporaMuravlenko,
    catalogGroup: G.babysitting,
    caption: 'Присмотр за ребёнком с ОВЗ на дому',
    description:
      'Специалист с педагогическим образованием остаётся с ребёнком, пока родители заняты; занятия по программе реабилитации.',
    area: 'social',
    rateType: 'certificate',
    rateUnit: 'hour',
    price: 320,
  }),
  catalogService({
    id: 66,
    institutionId: I.kcsonTarkoSale,
    catalogGroup: G.fosterFamily,
    caption: 'Подбор приёмной семьи для пожилого человека',
    description:
      'Подбор семьи, проверка условий проживания, заключение договора о приёмной семье и сопровождение первые полгода.',
    area: 'social',
    rateType: 'free',
    rateUnit: null,
    price: null,
  }),
  catalogService({
    id: 67,
    institutionId: I.severnayaZabota,
    catalogGroup: G.signLanguage,
    caption: 'Сурдоперевод при посещении врача и учреждений',
    description: 'Переводчик русского жестового языка сопровождает глухого человека в поликлинику, МФЦ, суд или банк.',
    area: 'social',
    rateType: 'rate',
    rateUnit: 'hour',
    price: 650,
  }),
  catalogService({
    id: 68,
    institutionId: I.csoSalekhard,
    catalogGroup: G.signLanguage,
    caption: 'Дистанционный сурдоперевод по видеосвязи',
    description: 'Перевод телефонного разговора или консультации по видеосвязи; 40 часов в год бесплатно по ИПРА.',
    area: 'social',
    rateType: 'free',
    rateUnit: null,
    price: null,
  }),
  catalogService({
    id: 69,
    institutionId: I.csoSalekhard,
    catalogGroup: G.sport,
    caption: 'Оздоровительная гимнастика для граждан старшего возраста',
    description:
      'Занятия с инструктором ЛФК два раза в неделю в группах до 12 человек; программа «Активное долголетие».',
    area: 'sport',
    rateType: 'free',
    rateUnit: null,
    price: null,
  }),
  catalogService({
    id: 70,
    institutionId: I.oporaMuravlenko,
    catalogGroup: G.sport,
    caption: 'Плавание в бассейне для пенсионеров',
    description: 'Абонемент на занятия аквааэробикой с тренером в спорткомплексе «Ямал», 8 посещений в месяц.',
    area: 'sport',
    rateType: 'fixed',
    rateUnit: 'month',
    price: 1200,
  }),
  catalogService({
    id: 71,
    institutionId: I.kcsonTarkoSale,
    catalogGroup: G.culture,
    caption: 'Клуб «Серебряный возраст»: хор и рукоделие',
    description:
      'Встречи клуба по интересам для пожилых людей: хоровое пение, вязание, роспись по дереву, праздничные концерты.',
    area: 'culture',
    rateType: 'free',
    rateUnit: null,
    price: null,
  }),
  catalogService({
    id: 72,
    institutionId: I.dobryeRuki,
    catalogGroup: G.culture,
    caption: 'Экскурсии по музеям Ноябрьска для старшего поколения',
    description:
      'Групповые экскурсии в краеведческий музей и галерею с сопровождением и доставкой маломобильных участников.',
    area: 'culture',
    rateType: 'fixed',
    rateUnit: 'piece',
    price: 300,
  }),
  catalogService({
    id: 73,
    institutionId: I.ipVanuito,
    catalogGroup: G.nannies,
    caption: 'Няня для детей дошкольного возраста',
    description:
      'Няня с медицинской книжкой: прогулки, кормление, развивающие игры; выход на полный или неполный день.',
    area: 'education',
    rateType: 'contract',
    rateUnit: 'hour',
    price: 400,
  }),
];
