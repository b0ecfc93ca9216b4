import { ACT_MENU_GROUPS, actRouteSets, type ActScreens, type RouteSet } from '../common/acts/act-definition';
import { SystemRole } from '../common/roles';
import type { PreparedAct } from './act-modules';
import type { LintError } from './lint-types';
import { ACTS_DIR, actOutputs, BANNER } from './names';

/**
 * An act's screens from act.json `screens`: its list and card modules, their rows of the route
 * table and its row of the cabinet menu. Each screen module imports only its own act's module, so
 * each act stays a lazy chunk of its own.
 */

/** An option of the engine's list or card page that a route set brings with it. */
interface ScreenPart {
  /** Module beside the engine's pages (src/features/acts) that exports the option's factory. */
  module: string;
  /** The factory, called with the act's definition. */
  factory: string;
  /** The option of actListPage / actCardPage it fills. */
  option: string;
}

/**
 * What a route set adds to the act's screens: a client's children beside a found person (the
 * `relatives` calls), the IPPSU project on the card (the `ippsu` calls). An act that differs
 * gets its difference here, as an option of the engine, never as a screen of its own.
 */
export const SCREEN_PARTS: Readonly<Partial<Record<RouteSet, { list?: ScreenPart; card?: ScreenPart }>>> = {
  relatives: { list: { module: '../relative-act-dialog', factory: 'relativeActAction', option: 'personAction' } },
  ippsu: { card: { module: '../ippsu-button', factory: 'ippsuAction', option: 'actions' } },
};

/** The generated screen modules of one act, relative to the screens' folder. */
export function screenOutputs(id: string): { list: string; card: string; person: string } {
  return { list: `${id}-list.ts`, card: `${id}-card.ts`, person: `${id}-person.ts` };
}

/** The engine options the act's route sets bring to one of its screens. */
function partsOf(act: PreparedAct, screen: 'list' | 'card'): ScreenPart[] {
  return actRouteSets(act.definition).flatMap((set) => {
    const part = SCREEN_PARTS[set]?.[screen];
    return part === undefined ? [] : [part];
  });
}

/** `(id: number) => \`/user/x-card/${id}\``: the card's address of a record. */
function cardFunction(screens: ActScreens): string {
  return `(id: number) => \`${screens.card.path.slice(0, -':id'.length)}\${id}\``;
}

const modulePath = (file: string) => `'@common/acts/generated/${file.replace(/\.ts$/, '')}'`;

function screenModule(act: PreparedAct, screens: ActScreens, screen: 'list' | 'card'): string {
  // An act of entries by date: «Дневник» beside a found person opens their entries (screens.person).
  const personScreen: ScreenPart | undefined =
    screen === 'list' && screens.person
      ? { module: '../act-person-page', factory: 'personScreenAction', option: 'personAction' }
      : undefined;
  const parts = [...partsOf(act, screen), ...(personScreen ? [personScreen] : [])];
  const argument = (part: ScreenPart) =>
    part === personScreen ? `'${screens.person!.path.slice(0, -':userId'.length)}'` : 'act.definition';
  const [binding, source, page] =
    screen === 'list'
      ? ['act', actOutputs(act.id).module, 'actListPage']
      : ['card as act', actOutputs(act.id).card, 'actCardPage'];
  const what = screen === 'list' ? 'find a person, create an act, the list of acts' : "the act's blocks";
  return [
    BANNER,
    `import { ${binding} } from ${modulePath(source)};`,
    `import { ${page} } from '../act-${screen}-page';`,
    ...parts.map((part) => `import { ${part.factory} } from '${part.module}';`),
    '',
    `/** ${screens[screen].path} «${screens[screen].title}» (schemas/acts/${act.id}/act.json): ${what}. */`,
    `export default ${page}(act, {`,
    `  card: ${cardFunction(screens)},`,
    ...parts.map((part) => `  ${part.option}: ${part.factory}(${argument(part)}),`),
    '});',
    '',
  ].join('\n');
}

/** src/features/acts/generated/<act>-person.ts: the person's entries (a diary), newest first. */
export function generatePersonScreen(act: PreparedAct, screens: ActScreens): string {
  const person = screens.person!;
  return [
    BANNER,
    `import { act } from ${modulePath(actOutputs(act.id).module)};`,
    "import { actPersonPage } from '../act-person-page';",
    '',
    `/** ${person.path} «${person.title}» (schemas/acts/${act.id}/act.json): the person's entries by date. */`,
    'export default actPersonPage(act, {',
    `  card: ${cardFunction(screens)},`,
    `  title: ${JSON.stringify(person.title)},`,
    '});',
    '',
  ].join('\n');
}

/**
 * src/features/acts/generated/questionnaires.ts: every act of record kind `questionnaire` with its
 * card, so the questionnaires' screens (/user/institution-service-questionnaires,
 * /user/soc-questionnaire/:userId/:id) know each questionnaire without a line of code per one.
 */
export function generateQuestionnaires(acts: readonly PreparedAct[]): string {
  const rows = withScreens(acts).filter(([act]) => act.definition.recordKind === 'questionnaire');
  return [
    BANNER,
    "import type { ComponentType } from 'react';",
    '',
    '/** A questionnaire (an act of record kind `questionnaire`): its id, title, card address and card screen. */',
    'export interface QuestionnaireKind {',
    '  id: string;',
    '  title: string;',
    '  apiPrefix: string;',
    '  card: (id: number) => string;',
    '  load: () => Promise<{ default: ComponentType }>;',
    '}',
    '',
    '/** Every questionnaire, by id. */',
    'export const QUESTIONNAIRES: readonly QuestionnaireKind[] = [',
    ...rows.map(
      ([act, screens]) =>
        `  { id: '${act.id}', title: ${JSON.stringify(act.definition.title)}, apiPrefix: '${act.definition.apiPrefix}', card: ${cardFunction(screens)}, load: () => import('./${screenOutputs(act.id).card.replace(/\.ts$/, '')}') },`,
    ),
    '];',
    '',
  ].join('\n');
}

/** src/features/acts/generated/<act>-list.ts: the act's list screen. */
export function generateListScreen(act: PreparedAct, screens: ActScreens): string {
  return screenModule(act, screens, 'list');
}

/** src/features/acts/generated/<act>-card.ts: the act's card screen. */
export function generateCardScreen(act: PreparedAct, screens: ActScreens): string {
  return screenModule(act, screens, 'card');
}

/** The role numbers of the screens' roles, ascending (the order the route table writes them). */
export function roleNumbers(screens: ActScreens): number[] {
  return screens.roles.map((role) => SystemRole[role]).sort((a, b) => a - b);
}

const sortedById = (acts: readonly PreparedAct[]) => [...acts].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** Acts with screens and their screens, by id. */
function withScreens(acts: readonly PreparedAct[]): Array<[PreparedAct, ActScreens]> {
  return sortedById(acts).flatMap((act) => (act.screens === undefined ? [] : [[act, act.screens]]));
}

/** src/features/acts/generated/routes.ts: the route table's rows of every act's list and card. */
export function generateActRoutes(acts: readonly PreparedAct[]): string {
  const row = (screen: { path: string; title: string }, roles: number[], file: string) =>
    `  { path: '${screen.path}', roles: [${roles.join(', ')}], title: ${JSON.stringify(screen.title)}, load: () => import('./${file.replace(/\.ts$/, '')}') },`;
  return [
    BANNER,
    "import type { ComponentType } from 'react';",
    '',
    '/** A row of the route table (src/app/route-table.ts): path, allowed roles, title, the lazy screen. */',
    'export interface ActRoute {',
    '  path: string;',
    '  roles: readonly number[];',
    '  title: string;',
    '  load: () => Promise<{ default: ComponentType }>;',
    '}',
    '',
    '/** The list and the card of every act whose act.json names its screens; each screen is a lazy module of its own. */',
    'export const ACT_ROUTES: readonly ActRoute[] = [',
    ...withScreens(acts).flatMap(([act, screens]) => [
      row(screens.list, roleNumbers(screens), screenOutputs(act.id).list),
      row(screens.card, roleNumbers(screens), screenOutputs(act.id).card),
      ...(screens.person ? [row(screens.person, roleNumbers(screens), screenOutputs(act.id).person)] : []),
    ]),
    '];',
    '',
  ].join('\n');
}

/** common/acts/generated/act-menu.ts: the cabinet menu's row of every act that names a menu entry, by group and order. */
export function generateActMenu(acts: readonly PreparedAct[]): string {
  const groupIndex = (group: string) => (ACT_MENU_GROUPS as readonly string[]).indexOf(group);
  const rows = withScreens(acts)
    .filter(([, screens]) => screens.menu !== undefined)
    .map(([, screens]) => ({ ...screens.menu!, to: screens.list.path, roles: screens.roles }))
    .sort((a, b) => groupIndex(a.group) - groupIndex(b.group) || a.order - b.order);
  return [
    BANNER,
    "import type { ActMenuGroup, ActRole } from '../act-definition';",
    '',
    "/** An act's item of the cabinet menu: its label and list, the group it joins, who sees it. */",
    'export interface ActMenuRow {',
    '  group: ActMenuGroup;',
    '  order: number;',
    '  label: string;',
    '  to: string;',
    '  roles: readonly ActRole[];',
    '}',
    '',
    '/** The menu rows of the acts (act.json `screens.menu`), by group and order. */',
    'export const ACT_MENU: readonly ActMenuRow[] = [',
    ...rows.map(
      (row) =>
        `  { group: '${row.group}', order: ${row.order}, label: ${JSON.stringify(row.title)}, to: '${row.to}', roles: [${row.roles.map((role) => `'${role}'`).join(', ')}] },`,
    ),
    '];',
    '',
  ].join('\n');
}

/** Every file of the screens' folder (src/features/acts/generated), by path relative to it. */
export function generateScreenFiles(acts: readonly PreparedAct[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const [act, screens] of withScreens(acts)) {
    files.set(screenOutputs(act.id).list, generateListScreen(act, screens));
    files.set(screenOutputs(act.id).card, generateCardScreen(act, screens));
    if (screens.person) files.set(screenOutputs(act.id).person, generatePersonScreen(act, screens));
  }
  files.set('routes.ts', generateActRoutes(acts));
  files.set('questionnaires.ts', generateQuestionnaires(acts));
  return files;
}

/**
 * The checks across acts' screens: no address taken twice and no two menu items at one place of a
 * group (the order of the menu would otherwise depend on the acts' names).
 */
export function lintScreens(acts: readonly PreparedAct[]): LintError[] {
  const errors: LintError[] = [];
  const paths = new Map<string, string>();
  const places = new Map<string, string>();
  for (const [act, screens] of withScreens(acts)) {
    const file = `${act.dir ?? `${ACTS_DIR}/${act.id}`}/act.json`;
    if (screens.person !== undefined && act.definition.entryDate === undefined)
      errors.push({
        file,
        pointer: '/screens/person',
        message: 'экран человека (screens.person) показывает записи по дате: укажите поле даты в "entryDate"',
      });
    if (act.definition.recordKind === 'questionnaire' && screens.menu !== undefined)
      errors.push({
        file,
        pointer: '/screens/menu',
        message: 'анкета показывается в разделе «Анкеты»: своего пункта меню у неё нет — удалите screens.menu',
      });
    for (const screen of ['list', 'card', 'person'] as const) {
      const path = screens[screen]?.path;
      if (path === undefined) continue;
      const owner = paths.get(path);
      if (owner !== undefined)
        errors.push({
          file,
          pointer: `/screens/${screen}/path`,
          message: `адрес «${path}» уже занят актом «${owner}»: укажите другой path`,
        });
      else paths.set(path, act.id);
    }
    if (screens.menu !== undefined) {
      const place = `${screens.menu.group} ${screens.menu.order}`;
      const owner = places.get(place);
      if (owner !== undefined)
        errors.push({
          file,
          pointer: '/screens/menu/order',
          message: `место ${screens.menu.order} в группе меню «${screens.menu.group}» уже занято актом «${owner}»: укажите другой order`,
        });
      else places.set(place, act.id);
    }
  }
  return errors;
}
