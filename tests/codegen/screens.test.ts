import { describe, expect, it } from 'vitest';
import type { PreparedAct } from '../../codegen/act-modules';
import { prepareAct, type ActSource } from '../../codegen/load';
import { generateActMenu, generateActRoutes, generateScreenFiles, lintScreens } from '../../codegen/screens';
import { brokenTestAct, lintSource, readFromDisk, type Editable } from './test-act-fixture';

const SCREENS = {
  list: { path: '/user/sample-act', title: 'Образцы актов' },
  card: { path: '/user/sample-act/:id', title: 'Образец акта' },
  roles: ['SocialWorker', 'ServiceProvider'],
  menu: { title: 'Образцы актов', group: 'staff', order: 9 },
};

/** The test act as a new act «sample-act» whose act.json names its screens; `edit` changes its files further. */
function sampleSource(edit: (files: Editable) => void = () => undefined): ActSource {
  const source = brokenTestAct((files) => {
    files.act.id = 'sample-act';
    files.act.apiPrefix = '/sample-act';
    files.act.screens = structuredClone(SCREENS);
    edit(files);
  });
  return { ...source, id: 'sample-act', dir: 'schemas/acts/sample-act' };
}

function prepared(source: ActSource): PreparedAct {
  const { act, errors } = prepareAct(source, readFromDisk);
  expect(errors).toEqual([]);
  return act!;
}

/** The module specifiers a generated module imports, in order. */
const importsOf = (text: string) => [...text.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);

describe('a questionnaire added by JSON alone', () => {
  const questionnaire = () =>
    prepared(
      sampleSource(({ act }) => {
        act.recordKind = 'questionnaire';
        act.documentKind = 'questionnaire';
        delete act.screens.menu;
      }),
    );

  it('joins the questionnaires: its kind, title and lazily loaded card in questionnaires.ts', () => {
    const files = generateScreenFiles([questionnaire()]);
    const list = files.get('questionnaires.ts')!;
    expect(list).toContain("{ id: 'sample-act', title: \"Тестовый акт\", apiPrefix: '/sample-act'");
    expect(list).toContain("card: (id: number) => `/user/sample-act/${id}`, load: () => import('./sample-act-card') }");
    // An act that is not a questionnaire is not one of them.
    expect(generateScreenFiles([prepared(sampleSource())]).get('questionnaires.ts')).not.toContain('sample-act');
  });

  it('has no menu item of its own: it is listed under «Анкеты»', () => {
    const listed = prepared(sampleSource(({ act }) => (act.recordKind = 'questionnaire')));
    expect(lintScreens([listed]).map((e) => e.message)).toEqual([
      'анкета показывается в разделе «Анкеты»: своего пункта меню у неё нет — удалите screens.menu',
    ]);
  });
});

describe('an act of entries by date (a diary)', () => {
  it('gets the person’s screen from `screens.person`, with its route row', () => {
    const diary = prepared(
      sampleSource(({ act }) => {
        act.entryDate = '/phone';
        act.screens.person = { path: '/user/sample-diary/:userId', title: 'Дневник образца' };
      }),
    );
    const files = generateScreenFiles([diary]);
    expect(files.get('sample-act-person.ts')).toContain("import { actPersonPage } from '../act-person-page';");
    expect(files.get('sample-act-person.ts')).toContain('  title: "Дневник образца",');
    // «Дневник» beside a found person on the list opens their entries.
    expect(files.get('sample-act-list.ts')).toContain("  personAction: personScreenAction('/user/sample-diary/'),");
    expect(files.get('routes.ts')).toContain(
      "{ path: '/user/sample-diary/:userId', roles: [2, 3], title: \"Дневник образца\", load: () => import('./sample-act-person') },",
    );
  });

  it('needs `entryDate` for a person’s screen', () => {
    const noDate = prepared(
      sampleSource(({ act }) => (act.screens.person = { path: '/user/sample-diary/:userId', title: 'Дневник' })),
    );
    expect(lintScreens([noDate]).map((e) => e.message)).toEqual([
      'экран человека (screens.person) показывает записи по дате: укажите поле даты в "entryDate"',
    ]);
  });
});

describe('an act added by JSON alone', () => {
  it('gets a list and a card module, their two route rows and a menu row, from act.json `screens`', () => {
    const act = prepared(sampleSource());
    const files = generateScreenFiles([act]);
    expect([...files.keys()]).toEqual(['sample-act-list.ts', 'sample-act-card.ts', 'routes.ts', 'questionnaires.ts']);
    expect(files.get('routes.ts')).toContain(
      "{ path: '/user/sample-act', roles: [2, 3], title: \"Образцы актов\", load: () => import('./sample-act-list') },",
    );
    expect(files.get('routes.ts')).toContain(
      "{ path: '/user/sample-act/:id', roles: [2, 3], title: \"Образец акта\", load: () => import('./sample-act-card') },",
    );
    expect(generateActMenu([act])).toContain(
      "{ group: 'staff', order: 9, label: \"Образцы актов\", to: '/user/sample-act', roles: ['SocialWorker', 'ServiceProvider'] },",
    );
  });

  it('makes each screen import only its own act (one lazy chunk per act) and the engine page, with the card address', () => {
    const files = generateScreenFiles([prepared(sampleSource())]);
    const list = files.get('sample-act-list.ts')!;
    const card = files.get('sample-act-card.ts')!;
    expect(importsOf(list)).toEqual(['@common/acts/generated/schemas/sample-act', '../act-list-page']);
    expect(importsOf(card)).toEqual(['@common/acts/generated/schemas/sample-act.card', '../act-card-page']);
    for (const text of [list, card]) expect(text).toContain('  card: (id: number) => `/user/sample-act/${id}`,\n});');
    expect(list).toContain('export default actListPage(act, {');
    expect(card).toContain('export default actCardPage(act, {');
  });

  it('keeps the screens out of the definition the act’s modules carry', () => {
    const act = prepared(sampleSource());
    expect(act.screens).toEqual(SCREENS);
    expect('screens' in act.definition).toBe(false);
  });

  it('gives an act whose route sets differ an engine option, not a screen: relatives on the list, ippsu on the card', () => {
    const relatives = generateScreenFiles([
      prepared(sampleSource(({ act }) => (act.routes = ['survey', 'relatives']))),
    ]);
    expect(relatives.get('sample-act-list.ts')).toContain('  personAction: relativeActAction(act.definition),');
    expect(importsOf(relatives.get('sample-act-list.ts')!)).toContain('../relative-act-dialog');
    expect(relatives.get('sample-act-card.ts')).not.toContain('ippsu');

    const ippsu = generateScreenFiles([prepared(sampleSource(({ act }) => (act.routes = ['survey', 'ippsu'])))]);
    expect(ippsu.get('sample-act-card.ts')).toContain('  actions: ippsuAction(act.definition),');
    expect(importsOf(ippsu.get('sample-act-card.ts')!)).toContain('../ippsu-button');
    expect(ippsu.get('sample-act-list.ts')).not.toContain('personAction');
  });

  it('gives an act without screens no module, no route row and no menu row, and one without a menu entry routes only', () => {
    const hidden = prepared(sampleSource(({ act }) => delete act.screens));
    expect([...generateScreenFiles([hidden]).keys()]).toEqual(['routes.ts', 'questionnaires.ts']);
    expect(generateActRoutes([hidden])).not.toContain('sample-act');
    const unlisted = prepared(sampleSource(({ act }) => delete act.screens.menu));
    expect(generateActRoutes([unlisted])).toContain("path: '/user/sample-act'");
    expect(generateActMenu([unlisted])).not.toContain('sample-act');
  });

  it('puts the menu rows in their group’s order, whatever the acts’ names', () => {
    const later = prepared(sampleSource());
    const first = prepared(
      sampleSource(({ act }) => {
        act.screens.list.path = '/user/another-act';
        act.screens.card.path = '/user/another-act/:id';
        act.screens.menu = { title: 'Другие акты', group: 'staff', order: 2 };
      }),
    );
    const menu = generateActMenu([later, { ...first, id: 'z-act' }]);
    expect(menu.indexOf('Другие акты')).toBeLessThan(menu.indexOf('Образцы актов'));
  });
});

describe('the lint of act.json `screens`', () => {
  const lint = (edit: (files: Editable) => void) =>
    lintSource(sampleSource(edit)).map((error) => `${error.pointer}: ${error.message}`);

  it('accepts the sample act', () => {
    expect(lint(() => undefined)).toEqual([]);
  });

  it('refuses a card path without the record id, a path outside the cabinet, an unknown role and menu group', () => {
    expect(lint(({ act }) => (act.screens.card.path = '/user/sample-act/card'))).toEqual([
      '/screens/card/path: неверное значение — должно соответствовать образцу "^/user(/[A-Za-z0-9-]+)+/:id$"',
    ]);
    expect(lint(({ act }) => (act.screens.list.path = '/sample-act'))).toEqual([
      '/screens/list/path: неверное значение — должно соответствовать образцу "^/user(/[A-Za-z0-9-]+)+$"',
    ]);
    expect(lint(({ act }) => (act.screens.roles = ['Anonymous']))).toEqual([
      '/screens/roles/0: неверное значение — допустимые значения: "Public", "Admin", "ServiceProvider", "SocialWorker", "TourismProvider"',
    ]);
    expect(lint(({ act }) => (act.screens.menu.group = 'citizen'))).toEqual([
      '/screens/menu/group: неверное значение — допустимые значения: "staff"',
    ]);
    expect(lint(({ act }) => delete act.screens.roles)).toEqual([
      '/screens: нет обязательного ключа «roles»: добавьте его',
    ]);
  });

  it('refuses an address or a menu place another act has taken', () => {
    const first = prepared(sampleSource());
    const second = prepared(sampleSource(({ act }) => (act.screens.card.path = '/user/other-act/:id')));
    expect(lintScreens([first, { ...second, id: 'z-act', dir: 'schemas/acts/z-act' }])).toEqual([
      {
        file: 'schemas/acts/z-act/act.json',
        pointer: '/screens/list/path',
        message: 'адрес «/user/sample-act» уже занят актом «sample-act»: укажите другой path',
      },
      {
        file: 'schemas/acts/z-act/act.json',
        pointer: '/screens/menu/order',
        message: 'место 9 в группе меню «staff» уже занято актом «sample-act»: укажите другой order',
      },
    ]);
  });
});
