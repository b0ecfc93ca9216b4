/**
 * act.json: how an act's schema is split into numbered blocks, which API call saves each block,
 * which values are computed, which columns the list shows and what locks once signed.
 * An analyst edits this file and schema.json/ui.json; no act has hand-written screens (ActFile
 * adds the screens' paths, roles and menu entry).
 */
export interface ActDefinition {
  /** Folder name under schemas/acts, also the route segment (e.g. 'individual-needs-assessment-act'). */
  id: string;
  /** Russian title of the act. */
  title: string;
  /** Bumped when stored data needs a migration; stored with every saved act. */
  schemaVersion: number;
  /** API prefix of the act's calls, e.g. '/individual-needs-assessment-act'. */
  apiPrefix: string;
  blocks: ActBlock[];
  /** Columns of the act list (GET/POST acts/search), in order. */
  listColumns: ListColumn[];
  computed: ComputedField[];
  /** Top-level fields that stay editable after signing is impossible: ['*'] locks everything. */
  readOnlyWhenSigned: string[];
  /** Paths of the act's calls where the spec names them differently from the defaults (ACT_CALLS). */
  calls?: Partial<ActCalls>;
  /** What the document is called on its screens (the signed banner): 'act' unless said. */
  documentKind?: DocumentKind;
  /**
   * A kind of record gathered across acts: every act with `questionnaire` is one of the
   * questionnaires (GET /questionnaire/person/{id}, the institution's list of questionnaires), so an
   * analyst adds a questionnaire by adding its folder under schemas/acts.
   */
  recordKind?: RecordKind;
  /**
   * Repeated entries by date (the care diary): JSON pointer of the entry's top-level date field. The
   * person's screen (`screens.person`) lists their entries by it, newest first, month by month.
   */
  entryDate?: string;
  /**
   * The top-level text field that holds the act's own number («Номер акта»): the portal writes the
   * number it gave the act (common/numbering.ts) there when it creates the act and at every save,
   * and the form shows it read-only; nobody types it.
   */
  numberField?: string;
  /**
   * Top-level boolean fields that record a person's consent (e.g. the ward agrees with the report):
   * never prefilled, never carried into a copy or the next report; a consent is given each time.
   */
  consents?: string[];
  /** Values one block asks for that another already holds, put in while the field is still empty. */
  defaults?: DeclaredDefault[];
  /** The route sets the server serves the act with (ROUTE_SETS); ['survey'] when absent. */
  routes?: RouteSet[];
  /** Who signs the document and where: the signer's own signature line (see ActSigning). */
  signing?: ActSigning;
}

/**
 * How a document is signed once: the person who signs it (the employee of a survey act, the
 * guardian of a report) draws their signature on their own line where the document has it, and
 * signing at the review takes that drawing; a line left undrawn (where the act allows it) is
 * replaced by a simple electronic signature, ticked at the review.
 */
export interface ActSigning {
  /** JSON pointer of the signer's line: a signature.json object or a bare drawing, e.g. '/signatures/employee'. */
  line: string;
  /** A top-level boolean that reads «Да» with who and when for a simple electronic signature, e.g. '/personSignatureElectronic'. */
  electronicMark?: string;
}

/**
 * act.json as the analyst writes it: the definition above and the act's screens. The codegen
 * makes the screens, their routes and the menu entry from `screens` and keeps it out of the
 * definition the act's modules carry (the client's card has no use for it).
 */
export interface ActFile extends ActDefinition {
  screens?: ActScreens;
}

/**
 * An act's list and card in the personal cabinet (act.json `screens`): the codegen generates
 * both screens, their rows of the route table and the act's row of the cabinet menu.
 */
export interface ActScreens {
  /** The list: find a person, create an act, the acts (e.g. '/user/material-household-act'). */
  list: ActScreen;
  /** The card with the act's blocks; its path ends with ':id' (e.g. '/user/material-household-act-card/:id'). */
  card: ActScreen;
  /** The person's records, newest entry first (a diary; needs `entryDate`); its path ends with ':userId'. */
  person?: ActScreen;
  /** Who opens both screens and sees the menu entry: names of SystemRole. */
  roles: ActRole[];
  /** The entry of the cabinet menu; an act without one is reached by its address only. */
  menu?: ActMenuEntry;
}

/** A screen's address and the title the shell shows for it. */
export interface ActScreen {
  path: string;
  title: string;
}

/** Roles an act's screens can name: signed-in roles of SystemRole (the cabinet has no anonymous screens). */
export const ACT_ROLES = ['Public', 'Admin', 'ServiceProvider', 'SocialWorker', 'TourismProvider'] as const;
export type ActRole = (typeof ACT_ROLES)[number];

/** Groups of the cabinet menu acts join (cabinet-menu.ts): `staff` follows the items of providers' and social workers' staff. */
export const ACT_MENU_GROUPS = ['staff'] as const;
export type ActMenuGroup = (typeof ACT_MENU_GROUPS)[number];

/** An act's item of the cabinet menu: its label, the group it joins and its place there (1 first). */
export interface ActMenuEntry {
  title: string;
  group: ActMenuGroup;
  order: number;
}

/**
 * A declared default: when the form shows the block holding `target` and it is empty, it takes the
 * value at `from` (the service period of block 4 becomes the decision's period in block 5). The
 * person may change it; a value they typed or saved is never overwritten.
 */
export interface DeclaredDefault {
  /** JSON pointer of the field to fill, e.g. '/decision/dateFrom'. */
  target: string;
  /** JSON pointer of the value it starts from, e.g. '/socServicesDateFrom'. */
  from: string;
}

/**
 * The route sets an act can name in act.json: `survey` the survey acts' calls (workflows.md
 * section 7), `guardian-report` the guardian report's own workflow instead of them, `relatives` a
 * client's children and an act about one of them, `ippsu` norms of time and the IPPSU project.
 */
export const ROUTE_SETS = ['survey', 'guardian-report', 'relatives', 'ippsu'] as const;
export type RouteSet = (typeof ROUTE_SETS)[number];

/** The route sets an act is served with. */
export const actRouteSets = (definition: Pick<ActDefinition, 'routes'>): readonly RouteSet[] =>
  definition.routes ?? ['survey'];

/** Paths of an act's calls under its apiPrefix; '{id}' stands for the record (or person) id. */
export interface ActCalls {
  get: string;
  search: string;
  personSearch: string;
  create: string;
  sign: string;
  copy: string;
}

/** The survey acts' call paths (workflows.md section 7). */
export const ACT_CALLS: ActCalls = {
  get: 'get/{id}',
  search: 'acts/search',
  personSearch: 'persons/search',
  create: 'create/{id}',
  sign: 'signature/{id}',
  copy: 'create-based-current/{id}',
};

/** The act's call paths: its own where act.json names them, else the defaults. */
export const actCalls = (definition: Pick<ActDefinition, 'calls'>): ActCalls => ({ ...ACT_CALLS, ...definition.calls });

/** A call path with the id filled in, under the prefix: '/soc-passport' + 'sign/{id}' -> '/soc-passport/sign/5'. */
export const callPath = (prefix: string, path: string, id?: number) =>
  `${prefix}/${id === undefined ? path : path.replace('{id}', String(id))}`;

export interface ActBlock {
  /** 1-based, consecutive. */
  number: number;
  /** Russian title shown in the step list. */
  title: string;
  /** Top-level properties of schema.json that this block renders and saves, in order. */
  fields: string[];
  /** API call (relative to apiPrefix) that saves the block, e.g. 'edit', 'edit-bartel-scale' or 'realty/{id}'. */
  save: string;
  /** Other calls the spec names for the same save (e.g. 'edit-lauton-scale' beside 'edit-bartel-scale'). */
  saveAliases?: string[];
  /**
   * A top-level array field shown as a summary table with one row edited at a time
   * (long lists stay fast); the columns are item properties.
   */
  list?: { field: string; columns: string[]; lookups?: RowLookup[] };
}

/**
 * A value a row's dialog fetches when another field of the row changes: the norm of time of the
 * chosen service (needs assessment: 'standardminutes/{id}' fills standardMinutes). The value is
 * put in unless the person typed their own figure; it stays editable.
 */
export interface RowLookup {
  /** Item property whose value is sent as '{id}'. */
  source: string;
  /** GET call under apiPrefix, e.g. 'standardminutes/{id}'. */
  call: string;
  /** Item property filled from the answer. */
  target: string;
  /** Property of the answer's data that holds the value, e.g. 'standardMinutes'. */
  value: string;
}

export interface ListColumn {
  /** JSON pointer into the act's data, e.g. '/actNumber' or '/person/lastName'. */
  pointer: string;
  title: string;
}

/** A value the form and the server both compute; the server never trusts the client's. */
export interface ComputedField {
  /** JSON pointer of the computed value, e.g. '/bartel/totalPoints'. */
  target: string;
  /** 'sum' adds numbers; room for more operations later. */
  op: 'sum';
  /** JSON pointers of the inputs; '*' stands for every item of an array, e.g. '/securities/*\/totalPrice'. */
  sources: string[];
}

/** What a document is called on its screens (act.json `documentKind`). */
export type DocumentKind = 'act' | 'report' | 'questionnaire' | 'plan' | 'entry';

/** Kinds of record gathered across acts (act.json `recordKind`). */
export const RECORD_KINDS = ['questionnaire'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** How a document's screens name it, by its kind (documentKind). */
export const DOCUMENT_WORDS: Record<DocumentKind, { signed: string; signedDocument: string; copy: string }> = {
  act: { signed: 'Акт подписан', signedDocument: 'Подписанный акт', copy: 'Новый акт на основе текущего' },
  report: { signed: 'Отчёт подписан', signedDocument: 'Подписанный отчёт', copy: 'Новый отчёт на основе текущего' },
  questionnaire: {
    signed: 'Анкета подписана',
    signedDocument: 'Подписанная анкета',
    copy: 'Новая анкета на основе текущей',
  },
  plan: { signed: 'План подписан', signedDocument: 'Подписанный план', copy: 'Новый план на основе текущего' },
  entry: { signed: 'Запись подписана', signedDocument: 'Подписанная запись', copy: 'Новая запись на основе текущей' },
};

/** The act's data with the act's own number in its number field (act.json `numberField`), if it has one. */
export const withActNumber = (
  definition: Pick<ActDefinition, 'numberField'>,
  data: Record<string, unknown>,
  number: string,
): Record<string, unknown> => (definition.numberField ? { ...data, [definition.numberField]: number } : data);

/** The words of the definition's kind of document (an act unless it says otherwise). */
export const documentWords = (definition: Pick<ActDefinition, 'documentKind'>) =>
  DOCUMENT_WORDS[definition.documentKind ?? 'act'];
