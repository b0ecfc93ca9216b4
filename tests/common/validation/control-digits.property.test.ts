import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkInnLegal,
  checkInnPerson,
  checkOgrn,
  checkOgrnip,
  checkSnils,
  innLegalControl,
  innPersonControl,
  ogrnControl,
  ogrnipControl,
  snilsCheckNumber,
} from '../../../common/validation';
import {
  decimalRemainder,
  INN10_WEIGHTS,
  INN12_WEIGHTS_1,
  INN12_WEIGHTS_2,
  innRemainder,
  SNILS_ZERO_SUMS,
  snilsCheckFromSum,
  snilsSum,
  withDigit,
} from './reference-checksums';

const digitString = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

/** A valid number built from a random body, plus a position and a different digit for it. */
function mutation(bodyLength: number, totalLength: number, control: (body: string) => string) {
  return fc
    .tuple(digitString(bodyLength), fc.nat({ max: totalLength - 1 }), fc.integer({ min: 1, max: 9 }))
    .map(([body, index, shift]) => {
      const valid = body + control(body);
      const digit = (Number(valid[index]) + shift) % 10;
      return { valid, index, mutated: withDigit(valid, index, digit) };
    });
}

// The last step of each algorithm (mod 10, or SNILS's 100/101 -> 00) maps two remainders to one
// digit, so a few single-digit changes of the body keep the number valid. The properties below
// say exactly which: anything else must fail.
describe('SNILS check number', () => {
  const snilsBody = fc.integer({ min: 1001999, max: 999999999 }).map((n) => String(n).padStart(9, '0'));

  it('a generated SNILS passes and agrees with the reference computation', () => {
    fc.assert(
      fc.property(snilsBody, (body) => {
        expect(Number(snilsCheckNumber(body))).toBe(snilsCheckFromSum(snilsSum(body)));
        expect(checkSnils(body + snilsCheckNumber(body))).toBeUndefined();
      }),
    );
  });

  it('changing either check digit fails', () => {
    fc.assert(
      fc.property(snilsBody, fc.nat({ max: 1 }), fc.integer({ min: 1, max: 9 }), (body, index, shift) => {
        const valid = body + snilsCheckNumber(body);
        const position = 9 + index;
        expect(checkSnils(withDigit(valid, position, (Number(valid[position]) + shift) % 10))).toBeDefined();
      }),
    );
  });

  it('changing a body digit fails unless the number drops to 001-001-998 or both sums give 00', () => {
    fc.assert(
      fc.property(
        mutation(9, 9, snilsCheckNumber).filter(({ valid }) => Number(valid.slice(0, 9)) > 1001998),
        (c) => {
          const body = c.mutated.slice(0, 9);
          const exempt = Number(body) <= 1001998;
          const collides =
            SNILS_ZERO_SUMS.includes(snilsSum(c.valid.slice(0, 9))) && SNILS_ZERO_SUMS.includes(snilsSum(body));
          expect(checkSnils(c.mutated) === undefined).toBe(exempt || collides);
        },
      ),
    );
  });

  it('documents the 00 collision: sums 100 and 101 differ by one in the last body digit', () => {
    expect(checkSnils('001-508-815 00')).toBeUndefined();
    expect(checkSnils('001-508-816 00')).toBeUndefined();
  });
});

describe('INN control digits', () => {
  it('a generated legal INN passes; a changed control digit fails', () => {
    fc.assert(
      fc.property(mutation(9, 10, innLegalControl), ({ valid, index, mutated }) => {
        expect(checkInnLegal(valid)).toBeUndefined();
        if (index === 9) expect(checkInnLegal(mutated)).toBeDefined();
      }),
    );
  });

  it('a changed legal INN body digit fails unless the remainder moves between 0 and 10', () => {
    fc.assert(
      fc.property(mutation(9, 9, innLegalControl), ({ valid, mutated }) => {
        const pair = [innRemainder(valid, INN10_WEIGHTS), innRemainder(mutated, INN10_WEIGHTS)].sort((a, b) => a - b);
        expect(checkInnLegal(mutated) === undefined).toBe(pair[0] === 0 && pair[1] === 10);
      }),
    );
  });

  it('a generated person INN passes; a changed control digit fails', () => {
    fc.assert(
      fc.property(mutation(10, 12, innPersonControl), ({ valid, index, mutated }) => {
        expect(checkInnPerson(valid)).toBeUndefined();
        expect(checkInnLegal(valid)).toBeUndefined();
        if (index >= 10) expect(checkInnPerson(mutated)).toBeDefined();
      }),
    );
  });

  it('a changed person INN body digit fails unless both remainders move between 0 and 10', () => {
    fc.assert(
      fc.property(mutation(10, 10, innPersonControl), ({ valid, mutated }) => {
        const zeroTen = (weights: readonly number[]) =>
          new Set([innRemainder(valid, weights), innRemainder(mutated, weights)]).size === 2 &&
          [0, 10].includes(innRemainder(valid, weights)) &&
          [0, 10].includes(innRemainder(mutated, weights));
        expect(checkInnPerson(mutated) === undefined).toBe(zeroTen(INN12_WEIGHTS_1) && zeroTen(INN12_WEIGHTS_2));
      }),
    );
  });

  it('documents the mod 10 blind spot: remainders 10 and 0 both give control digit 0', () => {
    expect(checkInnLegal('7707083830')).toBeUndefined();
    expect(checkInnLegal('2707083830')).toBeUndefined();
  });
});

describe('OGRN and OGRNIP control digits', () => {
  const remainderPair = (valid: string, mutated: string, length: number, modulus: number) => [
    decimalRemainder(valid.slice(0, length), modulus),
    decimalRemainder(mutated.slice(0, length), modulus),
  ];

  it('a generated OGRN passes and agrees with the reference; a changed control digit fails', () => {
    fc.assert(
      fc.property(mutation(12, 13, ogrnControl), ({ valid, index, mutated }) => {
        expect(Number(ogrnControl(valid.slice(0, 12)))).toBe(decimalRemainder(valid.slice(0, 12), 11) % 10);
        expect(checkOgrn(valid)).toBeUndefined();
        if (index === 12) expect(checkOgrn(mutated)).toBeDefined();
      }),
    );
  });

  it('a changed OGRN body digit fails unless the remainder mod 11 moves between 0 and 10', () => {
    fc.assert(
      fc.property(mutation(12, 12, ogrnControl), ({ valid, mutated }) => {
        const [before = 0, after = 0] = remainderPair(valid, mutated, 12, 11);
        expect(checkOgrn(mutated) === undefined).toBe(Math.abs(before - after) === 10);
      }),
    );
  });

  it('a generated OGRNIP passes and agrees with the reference; a changed control digit fails', () => {
    fc.assert(
      fc.property(mutation(14, 15, ogrnipControl), ({ valid, index, mutated }) => {
        expect(Number(ogrnipControl(valid.slice(0, 14)))).toBe(decimalRemainder(valid.slice(0, 14), 13) % 10);
        expect(checkOgrnip(valid)).toBeUndefined();
        if (index === 14) expect(checkOgrnip(mutated)).toBeDefined();
      }),
    );
  });

  it('a changed OGRNIP body digit fails unless the remainder mod 13 moves by exactly 10', () => {
    fc.assert(
      fc.property(mutation(14, 14, ogrnipControl), ({ valid, mutated }) => {
        const [before = 0, after = 0] = remainderPair(valid, mutated, 14, 13);
        expect(checkOgrnip(mutated) === undefined).toBe(Math.abs(before - after) === 10);
      }),
    );
  });

  it('documents the blind spot: two OGRNs one digit apart with remainders 10 and 0', () => {
    expect(checkOgrn('7027700132190')).toBeUndefined();
    expect(checkOgrn('6027700132190')).toBeUndefined();
  });
});
