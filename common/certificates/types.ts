/**
 * The kinds of certificate for social services (сертификаты на социальные услуги) by the
 * specification's codes (workflows.md section 9, platform.md section 9: 601 IPPSU, 602 Social,
 * 611 NightShelter .. 619 StrangerCare). A certificate of a type covers the services of that type
 * (services.service_type_code) that the region's providers render; its recipient concludes a service
 * contract with one of those providers, paid by the certificate.
 *
 * Which types a citizen asks for online: every type but 601. A 601 certificate is not asked for: it
 * comes with the citizen's individual programme (IPPSU), which a needs assessment produces.
 */

/** Who may receive a certificate of a type: the applicant, their children, their wards. */
export type CertificateRecipientKind = 'self' | 'child' | 'ward';

export interface CertificateType {
  /** The specification's code, which is also the service type it covers. */
  code: number;
  /** The specification's English name of the code. */
  name: string;
  /** The certificate's full name as documents and the card write it. */
  caption: string;
  /** A short name for lists and buttons. */
  shortCaption: string;
  /** What it gives, in a sentence for the type's choice. */
  description: string;
  /** Asked for by a citizen's request on the portal. */
  online: boolean;
  /** Who may receive it. */
  recipients: readonly CertificateRecipientKind[];
  /** The nominal value in roubles the region pays the provider under it. */
  amount: number;
  /** The volume of services: how many services (visits, sessions, nights) it pays for. */
  volume: number;
}

const ALL: readonly CertificateRecipientKind[] = ['self', 'child', 'ward'];

export const CERTIFICATE_TYPES: readonly CertificateType[] = [
  {
    code: 601,
    name: 'IPPSU',
    caption: 'Сертификат на социальные услуги по индивидуальной программе предоставления социальных услуг',
    shortCaption: 'По индивидуальной программе (ИППСУ)',
    description: 'Оформляется вместе с индивидуальной программой предоставления социальных услуг.',
    online: false,
    recipients: ALL,
    amount: 180000,
    volume: 144,
  },
  {
    code: 602,
    name: 'Social',
    caption: 'Социальный сертификат на получение социальных услуг',
    shortCaption: 'Социальный сертификат',
    description: 'Социально-бытовые, социально-медицинские и социально-психологические услуги у выбранного поставщика.',
    online: true,
    recipients: ALL,
    amount: 120000,
    volume: 96,
  },
  {
    code: 611,
    name: 'NightShelter',
    caption: 'Сертификат на предоставление социальной услуги «Ночное пребывание»',
    shortCaption: 'Ночное пребывание',
    description: 'Ночлег, питание и санитарно-гигиенические услуги для граждан без определённого места жительства.',
    online: true,
    recipients: ['self'],
    amount: 45000,
    volume: 90,
  },
  {
    code: 612,
    name: 'Help',
    caption: 'Сертификат на предоставление срочных социальных услуг',
    shortCaption: 'Срочная социальная помощь',
    description: 'Продуктовые наборы, одежда, обувь, помощь в получении юридических и психологических консультаций.',
    online: true,
    recipients: ALL,
    amount: 30000,
    volume: 12,
  },
  {
    code: 613,
    name: 'SocialAdapt',
    caption: 'Сертификат на получение услуг социальной адаптации',
    shortCaption: 'Социальная адаптация',
    description: 'Занятия по восстановлению бытовых и социальных навыков, в том числе для несовершеннолетних.',
    online: true,
    recipients: ALL,
    amount: 60000,
    volume: 48,
  },
  {
    code: 614,
    name: 'FinanceLearn',
    caption: 'Сертификат на обучение финансовой грамотности',
    shortCaption: 'Финансовая грамотность',
    description: 'Курс по семейному бюджету, банковским услугам и защите от мошенников.',
    online: true,
    recipients: ['self', 'ward'],
    amount: 15000,
    volume: 10,
  },
  {
    code: 615,
    name: 'ParentsSchool',
    caption: 'Сертификат на посещение «Школы для родителей»',
    shortCaption: 'Школа для родителей',
    description: 'Занятия для родителей детей раннего возраста и детей с ограниченными возможностями здоровья.',
    online: true,
    recipients: ['self'],
    amount: 20000,
    volume: 16,
  },
  {
    code: 616,
    name: 'AdoptiveFamily',
    caption: 'Сертификат на сопровождение замещающих семей',
    shortCaption: 'Сопровождение замещающих семей',
    description: 'Психолого-педагогическое сопровождение приёмных семей, опекунов и попечителей.',
    online: true,
    recipients: ['self'],
    amount: 50000,
    volume: 24,
  },
  {
    code: 617,
    name: 'FutureMonther',
    caption: 'Сертификат «Будущая мама»',
    shortCaption: 'Будущая мама',
    description: 'Консультации психолога и юриста, занятия по подготовке к родам для беременных женщин.',
    online: true,
    recipients: ['self'],
    amount: 25000,
    volume: 12,
  },
  {
    code: 618,
    name: 'SingleCare',
    caption: 'Сертификат на социальное обслуживание одиноко проживающих граждан',
    shortCaption: 'Уход за одиноко проживающими',
    description: 'Помощь на дому одиноко проживающим гражданам пожилого возраста и инвалидам.',
    online: true,
    recipients: ['self', 'ward'],
    amount: 90000,
    volume: 72,
  },
  {
    code: 619,
    name: 'StrangerCare',
    caption: 'Сертификат на услуги по уходу, предоставляемые лицами, не являющимися родственниками',
    shortCaption: 'Уход силами помощника',
    description: 'Услуги помощника по уходу (не родственника) для граждан, нуждающихся в постоянном уходе.',
    online: true,
    recipients: ALL,
    amount: 150000,
    volume: 120,
  },
];

/** The type of a code; undefined for any other number. */
export const certificateType = (code: number): CertificateType | undefined =>
  CERTIFICATE_TYPES.find((t) => t.code === code);

/** The codes of the specification (the database checks them too). */
export const CERTIFICATE_TYPE_CODES: readonly number[] = CERTIFICATE_TYPES.map((t) => t.code);

/** The types a citizen asks for online, in the order the choice lists them. */
export const ONLINE_CERTIFICATE_TYPES: readonly CertificateType[] = CERTIFICATE_TYPES.filter((t) => t.online);

/** How long an issued certificate is valid: one year from the day it is issued. */
export const CERTIFICATE_VALIDITY_MONTHS = 12;

/** The validity of a certificate issued on `issuedOn` (ISO date): from that day to the day before the same day a year later. */
export function certificateValidity(issuedOn: string): { validFrom: string; validTo: string } {
  const [y, m, d] = issuedOn.split('-').map(Number);
  const end = new Date(Date.UTC(y, m - 1 + CERTIFICATE_VALIDITY_MONTHS, d));
  end.setUTCDate(end.getUTCDate() - 1);
  return { validFrom: issuedOn, validTo: end.toISOString().slice(0, 10) };
}

/** What a person reads for each kind of recipient. */
export const RECIPIENT_CAPTIONS: Readonly<Record<CertificateRecipientKind, string>> = {
  self: 'заявитель',
  child: 'ребёнок',
  ward: 'подопечный',
};
