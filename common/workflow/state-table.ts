/**
 * One shape for every workflow of the portal: a typed state table of a record that lives in a
 * database row (a contract, an application), read by the server to decide an action and by a card
 * to offer exactly the actions it would decide.
 *
 * A table holds the statuses with their captions, the actions with their captions, success messages
 * and history captions, the sides that act, and rows «side may <action> in statuses <from> when
 * <conditions>; the status becomes <to>», each row carrying its effect on the record's facts and its
 * history note. A condition is named (the diagram reads as a review) and carries its refusal: the
 * text a person reads and the HTTP status the server answers.
 *
 * Why not XState: its machines are actors that hold their state in memory and move on events, and
 * its guards answer only yes or no. Here the state is a row in the database that is locked, read,
 * decided, written and recorded in one transaction, and every refusal must say why (with its HTTP
 * status). A table of plain rows says exactly that, is read as a diagram, and is replayed by the demo
 * data; a library would add an interpreter and still need the reasons beside it.
 */

/** A refusal's HTTP status: 400 the action's own input is wrong, 403 it is the other side's, 409 not now. */
export type RefusalStatus = 400 | 403 | 409;

/** What the table reads of a record: its status and whatever its conditions and effects need. */
export interface Facts<S extends number> {
  status: S;
}

/**
 * A named condition of a row. `status` 400 marks a condition on the action's input (a reason, a
 * rating): a card still offers the action and asks for the input; 409 a condition on the record now.
 */
export interface Condition<F, I> {
  /** How the diagram names it («указана причина»). */
  name: string;
  holds: (facts: F, input: I) => boolean;
  /** What a refusal says when it does not hold. */
  refusal: string;
  status: 400 | 409;
}

/** An action of the table as people read it. */
export interface ActionDef {
  /** The card's button. */
  caption: string;
  /** The answer's success message. */
  message: string;
  /** The history row's caption («Договор подписан»). */
  history: string;
  /** It refuses or ends the record (reject, cancel, terminate): the card outlines its button in red. */
  negative?: boolean;
}

/** One row: this side may do this action in these statuses when every condition holds; `to` is the next status ('same' keeps it). */
export interface Transition<S extends number, A extends string, Side extends string, F extends Facts<S>, I> {
  action: A;
  by: Side;
  from: readonly S[];
  to: S | 'same';
  when: readonly Condition<F, I>[];
  /** What the action changes beside the status. */
  effect?: (facts: F, input: I) => Partial<Omit<F, 'status'>>;
  /** The history row's note: what the action carried (a reason, a rating, a new date). */
  note?: (input: I, facts: F) => string | null;
}

/** The whole table of one kind of record. */
export interface StateTable<S extends number, A extends string, Side extends string, F extends Facts<S>, I> {
  /** The statuses by their English names, as the code and the diagram name them ({ Waiting: 1, ... }). */
  statuses: Readonly<Record<string, S>>;
  /** What a person reads for each status. */
  statusCaptions: Readonly<Record<S, string>>;
  /** The status a new record starts in. */
  initial: S;
  /** The history's caption of a record's first row (its creation), beside the actions' own. */
  created: string;
  /** Every action, in the order the card and the route's schema list them. */
  actions: Readonly<Record<A, ActionDef>>;
  /** The sides that act, with the diagram's name of each. */
  sides: Readonly<Record<Side, string>>;
  /** The table's own refusals: the action is not in the record's status (409), or it is the other side's (403). */
  refusals: { notInStatus: string; notYourAction: string };
  rows: readonly Transition<S, A, Side, F, I>[];
}

/** Any table, for the functions that only read its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStateTable = StateTable<number, string, string, any, any>;

export type Decision<S extends number, A extends string, Side extends string, F extends Facts<S>, I> =
  | { ok: true; next: F; row: Transition<S, A, Side, F, I>; note: string | null }
  | { ok: false; status: RefusalStatus; message: string };

/**
 * Decides an action by one side on a record, only from the table: the next facts with the row that
 * allowed it and its history note, or why not. 409 when no row has the action in this status, 403
 * when only the other side's rows do, else the first failing condition's own status and text.
 */
export function decide<S extends number, A extends string, Side extends string, F extends Facts<S>, I>(
  table: StateTable<S, A, Side, F, I>,
  facts: F,
  by: Side,
  action: A,
  input: I,
): Decision<S, A, Side, F, I> {
  const rows = table.rows.filter((row) => row.action === action && row.from.includes(facts.status));
  if (rows.length === 0) return { ok: false, status: 409, message: table.refusals.notInStatus };
  const own = rows.filter((row) => row.by === by);
  if (own.length === 0) return { ok: false, status: 403, message: table.refusals.notYourAction };
  let refusal: Condition<F, I> | undefined;
  for (const row of own) {
    const failed = row.when.find((condition) => !condition.holds(facts, input));
    if (!failed) {
      const next = { ...facts, ...row.effect?.(facts, input), status: row.to === 'same' ? facts.status : row.to };
      return { ok: true, next, row, note: row.note?.(input, facts) ?? null };
    }
    refusal ??= failed;
  }
  return { ok: false, status: refusal!.status, message: refusal!.refusal };
}

/**
 * The actions a card offers this side now, in the order of the rows: a row allows it in this status and
 * every condition on the record holds (conditions on the input are asked by the card, not checked).
 */
export function allowed<S extends number, A extends string, Side extends string, F extends Facts<S>, I>(
  table: StateTable<S, A, Side, F, I>,
  facts: F,
  by: Side,
): A[] {
  const offered = new Set<A>();
  for (const row of table.rows) {
    if (row.by !== by || !row.from.includes(facts.status)) continue;
    if (row.when.every((condition) => condition.status === 400 || condition.holds(facts, {} as I)))
      offered.add(row.action);
  }
  return [...offered];
}

/** The statuses in the order the table declares them. */
export function statusIds<S extends number>(table: { statuses: Readonly<Record<string, S>> }): S[] {
  return Object.values(table.statuses);
}

/** The action names in the table's order (the route schemas' enum). */
export function actionNames<A extends string>(table: { actions: Readonly<Record<A, ActionDef>> }): A[] {
  return Object.keys(table.actions) as A[];
}

/** The history's caption of a row: its action's, or the creation's for 'create'; an unknown action reads as itself. */
export function historyCaption(table: AnyStateTable, action: string): string {
  if (action === 'create') return table.created;
  return Object.hasOwn(table.actions, action) ? table.actions[action].history : action;
}

/** A status's caption; an unknown status reads as its number. */
export function statusCaption(table: AnyStateTable, status: number): string {
  return Object.hasOwn(table.statusCaptions, status) ? table.statusCaptions[status] : String(status);
}

/** The side names (the route schemas' enum). */
export function sideNames<Side extends string>(table: { sides: Readonly<Record<Side, string>> }): Side[] {
  return Object.keys(table.sides) as Side[];
}

/** The shape of a table that the status-only readers need. */
interface StatusGraph<S extends number> {
  statuses: Readonly<Record<string, S>>;
  rows: readonly { from: readonly S[]; to: S | 'same' }[];
}

/** Statuses no row leads out of to another status (rows that keep the status, like a rating, do not count). */
export function finalStatuses<S extends number>(table: StatusGraph<S>): S[] {
  return statusIds(table).filter(
    (status) => !table.rows.some((row) => row.from.includes(status) && row.to !== 'same' && row.to !== status),
  );
}

/** Whether some row leads from one status to another (a history kept elsewhere is checked by it). */
export function leadsTo<S extends number>(table: StatusGraph<S>, from: S, to: S): boolean {
  return table.rows.some((row) => row.from.includes(from) && (row.to === 'same' ? from : row.to) === to);
}

/** The JSON Schema of a status field: an integer between the table's lowest and highest status. */
export function statusSchema(table: { statuses: Readonly<Record<string, number>> }) {
  const ids = statusIds(table);
  return { type: 'integer', minimum: Math.min(...ids), maximum: Math.max(...ids) } as const;
}

/**
 * The table as a Mermaid state diagram: every status with its caption, every row from each of its
 * statuses with the side, the action and its conditions, the start and the final statuses. The
 * area's docs/*-states.md holds this output; a test keeps the two equal.
 */
export function diagram(table: AnyStateTable): string {
  const name = (s: number) => `s${s}`;
  const lines = ['stateDiagram-v2'];
  for (const [key, value] of Object.entries(table.statuses))
    lines.push(`  state "${value} ${key}: ${table.statusCaptions[value]}" as ${name(value)}`);
  lines.push(`  [*] --> ${name(table.initial)}`);
  for (const row of table.rows) {
    for (const from of row.from) {
      const to = row.to === 'same' ? from : row.to;
      const when = row.when.length ? ` [${row.when.map((c: Condition<unknown, unknown>) => c.name).join(', ')}]` : '';
      lines.push(`  ${name(from)} --> ${name(to)}: ${table.sides[row.by]}: ${row.action}${when}`);
    }
  }
  for (const status of finalStatuses(table)) lines.push(`  ${name(status)} --> [*]`);
  return lines.join('\n');
}
