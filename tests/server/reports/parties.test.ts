import { describe, expect, it } from 'vitest';
import { personIntro, providerIntro } from '../../../server/reports/parties.ts';
import type { ReportInstitution, ReportPerson } from '../../../server/repositories/report-documents.ts';

const institution = (caption: string, director: string | null): ReportInstitution => ({
  id: 1,
  caption,
  shortCaption: caption,
  institutionTypeId: 0,
  sourceType: 1,
  ogrn: '1028900508713',
  inn: '8901003812',
  kpp: null,
  address: 'г. Салехард',
  phone: null,
  email: null,
  site: null,
  director,
  dateIncluded: null,
  regionCaption: 'Ямало-Ненецкий автономный округ',
});

const person = (lastName: string, firstName: string, middleName: string, gender: number): ReportPerson => ({
  id: 1,
  lastName,
  firstName,
  middleName,
  birthDate: '1988-04-12',
  gender,
  snils: null,
  phone: null,
  address: null,
  regionCaption: 'Ямало-Ненецкий автономный округ',
});

describe("a contract's words about its parties", () => {
  it('names the head in the genitive, with «именуемое» agreeing with the organisation and «действующий» with the head', () => {
    expect(
      [
        institution('Государственное бюджетное учреждение «ЦСО»', 'Тимофеева Наталья Викторовна'),
        institution('Автономная некоммерческая организация «Забота»', 'Шевченко Олег Юрьевич'),
        institution('Общество с ограниченной ответственностью «Ямал-Тур»', 'Лаптандер Игорь Николаевич'),
        institution('Благотворительный фонд «Север»', 'Шевчук Ольга Ивановна'),
        institution('Ассоциация «Опора»', 'Петров-Водкин Кузьма Сергеевич'),
      ].map((provider) => providerIntro(provider, 'Исполнитель')),
    ).toEqual([
      'Государственное бюджетное учреждение «ЦСО», именуемое в дальнейшем «Исполнитель», в лице руководителя Тимофеевой Натальи Викторовны, действующей на основании устава',
      'Автономная некоммерческая организация «Забота», именуемая в дальнейшем «Исполнитель», в лице руководителя Шевченко Олега Юрьевича, действующего на основании устава',
      'Общество с ограниченной ответственностью «Ямал-Тур», именуемое в дальнейшем «Исполнитель», в лице руководителя Лаптандера Игоря Николаевича, действующего на основании устава',
      'Благотворительный фонд «Север», именуемый в дальнейшем «Исполнитель», в лице руководителя Шевчук Ольги Ивановны, действующей на основании устава',
      'Ассоциация «Опора», именуемая в дальнейшем «Исполнитель», в лице руководителя Петрова-Водкина Кузьмы Сергеевича, действующего на основании устава',
    ]);
  });

  it('lets an individual entrepreneur act as themself, and leaves out a head the register does not name', () => {
    expect(
      providerIntro(
        institution('Индивидуальный предприниматель Вануйто Елена Сергеевна', 'Вануйто Елена Сергеевна'),
        'Исполнитель',
      ),
    ).toBe('Индивидуальный предприниматель Вануйто Елена Сергеевна, именуемая в дальнейшем «Исполнитель»');
    expect(providerIntro(institution('Общество с ограниченной ответственностью «Ямал-Тур»', null), 'Туроператор')).toBe(
      'Общество с ограниченной ответственностью «Ямал-Тур», именуемое в дальнейшем «Туроператор»',
    );
  });

  it("agrees «именуемый» with the person's gender of record", () => {
    expect(personIntro(person('Иванова', 'Мария', 'Петровна', 2), 'Заказчик')).toBe(
      'Иванова Мария Петровна, именуемая в дальнейшем «Заказчик»',
    );
    expect(personIntro(person('Лаптандер', 'Игорь', 'Николаевич', 1), 'Заказчик')).toBe(
      'Лаптандер Игорь Николаевич, именуемый в дальнейшем «Заказчик»',
    );
  });
});
