import { describe, expect, it } from 'vitest';
import {
  applicationRefusal,
  CertificateType,
  fullYears,
  HOLDER_MSG,
  holderRefusal,
  type HolderChild,
  type HolderFacts,
} from '../../../common/tourism/certificate-holders';

const TODAY = '2026-12-07';

/** A woman of 40 living in the okrug, no children, no identity; `over` changes what a case needs. */
const facts = (over: Partial<HolderFacts> = {}): HolderFacts => ({
  today: TODAY,
  birthDate: '1986-05-10',
  gender: 2,
  livesInRegion: true,
  largeFamilyIdentity: false,
  children: [],
  ...over,
});

let nextId = 100;
const child = (birthDate: string, kind: HolderChild['kind'] = 'child'): HolderChild => ({
  personId: nextId++,
  birthDate,
  kind,
});

/** A birth date that makes a person `years` old on TODAY's date shifted by `days` (−1: the day before the birthday). */
const bornYearsAgo = (years: number, days = 0) => {
  const d = new Date(`${Number(TODAY.slice(0, 4)) - years}${TODAY.slice(4)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

describe('full years on a day', () => {
  it.each([
    ['2019-12-07', '2026-12-07', 7],
    ['2019-12-08', '2026-12-07', 6],
    ['2008-12-07', '2026-12-07', 18],
    ['2008-12-08', '2026-12-07', 17],
    ['2012-02-29', '2026-02-28', 13],
    ['2012-02-29', '2026-03-01', 14],
  ])('born %s is on %s of %i', (birth, day, years) => expect(fullYears(birth, day)).toBe(years));
});

describe('a large family’s certificate (type 1)', () => {
  const type = CertificateType.LargeFamily;
  it.each([
    ['three children under 18', [bornYearsAgo(15), bornYearsAgo(11), bornYearsAgo(6)], null],
    ['a ward counts as a child', [bornYearsAgo(15), bornYearsAgo(11)], null, [bornYearsAgo(9)]],
    ['the eldest turns 18 tomorrow: still three', [bornYearsAgo(18, -1), bornYearsAgo(11), bornYearsAgo(6)], null],
    [
      'the eldest turned 18 today: two',
      [bornYearsAgo(18), bornYearsAgo(11), bornYearsAgo(6)],
      HOLDER_MSG.notLargeFamily(2),
    ],
    ['two children', [bornYearsAgo(12), bornYearsAgo(7)], HOLDER_MSG.notLargeFamily(2)],
    ['one child', [bornYearsAgo(12)], HOLDER_MSG.notLargeFamily(1)],
    ['grown-up children only', [bornYearsAgo(25), bornYearsAgo(22), bornYearsAgo(20)], HOLDER_MSG.notLargeFamily(0)],
  ])('%s', (_case, births, refusal, wards: string[] = []) => {
    const children = [...births.map((b) => child(b)), ...wards.map((b) => child(b, 'ward'))];
    expect(holderRefusal(type, facts({ children }))).toBe(refusal);
  });

  it('says the number of children in Russian', () => {
    expect(HOLDER_MSG.notLargeFamily(2)).toBe(
      'Сертификат этого вида выдаётся родителю многодетной семьи: в вашей семье на сегодня 2 ребёнка младше 18 лет.',
    );
    expect(HOLDER_MSG.notLargeFamily(1)).toContain('на сегодня 1 ребёнок младше 18 лет.');
    expect(HOLDER_MSG.notLargeFamily(0)).toContain('на сегодня нет детей младше 18 лет.');
  });

  it('admits a family with a large-family identity in force even with two children under 18', () => {
    const children = [child(bornYearsAgo(19)), child(bornYearsAgo(14)), child(bornYearsAgo(10))];
    expect(holderRefusal(type, facts({ children, largeFamilyIdentity: true }))).toBeNull();
  });

  it('refuses a family living outside the okrug, even with three children or an identity', () => {
    const children = [child(bornYearsAgo(15)), child(bornYearsAgo(11)), child(bornYearsAgo(6))];
    expect(holderRefusal(type, facts({ children, livesInRegion: false }))).toBe(HOLDER_MSG.outsideRegion);
    expect(holderRefusal(type, facts({ largeFamilyIdentity: true, livesInRegion: false }))).toBe(
      HOLDER_MSG.outsideRegion,
    );
  });

  it('takes any of the family as members', () => {
    const children = [child(bornYearsAgo(15)), child(bornYearsAgo(11)), child(bornYearsAgo(6))];
    expect(applicationRefusal(type, facts({ children }), [])).toBeNull();
    expect(applicationRefusal(type, facts({ children }), [children[0].personId])).toBeNull();
  });
});

describe('a child’s health tour certificate (type 2)', () => {
  const type = CertificateType.ChildTour;
  it.each([
    ['6, turning 7 tomorrow', bornYearsAgo(7, -1), HOLDER_MSG.noChildOfAge],
    ['exactly 7 today', bornYearsAgo(7), null],
    ['7 since yesterday', bornYearsAgo(7, 1), null],
    ['exactly 17 today', bornYearsAgo(17), null],
    ['17, turning 18 tomorrow', bornYearsAgo(18, -1), null],
    ['exactly 18 today', bornYearsAgo(18), HOLDER_MSG.noChildOfAge],
    ['18 since yesterday', bornYearsAgo(18, 1), HOLDER_MSG.noChildOfAge],
  ])('a child %s', (_case, birth, refusal) => {
    const kid = child(birth);
    const known = facts({ children: [kid] });
    expect(holderRefusal(type, known)).toBe(refusal);
    // Chosen to travel, the child fits the type as the applicant may hold it.
    expect(applicationRefusal(type, known, [kid.personId])).toBe(refusal);
  });

  it('admits a guardian with a ward of the age', () => {
    expect(holderRefusal(type, facts({ children: [child(bornYearsAgo(11), 'ward')] }))).toBeNull();
  });

  it('refuses a person with no children, wherever they live', () => {
    expect(holderRefusal(type, facts())).toBe(HOLDER_MSG.noChildOfAge);
  });

  it('needs a child of 7 to 17 among the chosen members', () => {
    const older = child(bornYearsAgo(12));
    const younger = child(bornYearsAgo(4));
    const known = facts({ children: [older, younger] });
    expect(applicationRefusal(type, known, [older.personId, younger.personId])).toBeNull();
    expect(applicationRefusal(type, known, [younger.personId])).toBe(HOLDER_MSG.noChosenChildOfAge);
    expect(applicationRefusal(type, known, [])).toBe(HOLDER_MSG.noChosenChildOfAge);
    // A person who is not the applicant's child does not count, whatever their age.
    expect(applicationRefusal(type, known, [999])).toBe(HOLDER_MSG.noChosenChildOfAge);
  });
});

describe('a pensioner’s trip across the okrug (type 3)', () => {
  const type = CertificateType.Pensioner;
  it.each([
    ['a woman of 55 today', 2, bornYearsAgo(55), null],
    ['a woman turning 55 tomorrow', 2, bornYearsAgo(55, -1), HOLDER_MSG.notPensionAge(54)],
    ['a man of 60 today', 1, bornYearsAgo(60), null],
    ['a man turning 60 tomorrow', 1, bornYearsAgo(60, -1), HOLDER_MSG.notPensionAge(59)],
    ['a man of 58', 1, bornYearsAgo(58), HOLDER_MSG.notPensionAge(58)],
    ['a woman of 81', 2, bornYearsAgo(81), null],
  ] as const)('%s', (_case, gender, birthDate, refusal) => {
    expect(holderRefusal(type, facts({ gender, birthDate }))).toBe(refusal);
  });

  it('says the age in Russian', () => {
    expect(HOLDER_MSG.notPensionAge(38)).toBe(
      'Сертификат этого вида выдаётся неработающему пенсионеру: пенсионный возраст в районах Крайнего Севера — 55 лет для женщин и 60 лет для мужчин, а вам 38 лет.',
    );
    expect(HOLDER_MSG.notPensionAge(41)).toContain('а вам 41 год.');
    expect(HOLDER_MSG.notPensionAge(54)).toContain('а вам 54 года.');
  });

  it('refuses a pensioner living outside the okrug', () => {
    expect(holderRefusal(type, facts({ birthDate: bornYearsAgo(70), livesInRegion: false }))).toBe(
      HOLDER_MSG.outsideRegion,
    );
  });

  it('takes a pensioner travelling alone or with the family', () => {
    const son = child(bornYearsAgo(10));
    const pensioner = facts({ birthDate: bornYearsAgo(66), children: [son] });
    expect(applicationRefusal(type, pensioner, [])).toBeNull();
    expect(applicationRefusal(type, pensioner, [son.personId])).toBeNull();
  });
});

it('admits anyone to a type without a rule', () => {
  expect(holderRefusal(99, facts())).toBeNull();
  expect(applicationRefusal(99, facts(), [])).toBeNull();
});
