import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The portal's layers as a lint rule (CONVENTIONS 1): the kernel `common/` imports neither the
 * client, the server nor React; `server/` imports only itself and the kernel; a feature imports
 * no other feature and nothing of `src/app`; the shared client folders import no feature and no
 * `src/app`. Every import, static or dynamic, is resolved to a repository path (the `@/` and
 * `@common/` aliases and relative paths) before it is judged.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const REACT_PACKAGES = /^(react|react-dom|react-router-dom|@mui\/|@emotion\/|@rjsf\/(core|mui)|swr|zustand)(\/|$)/;

/** Repository-relative path ('src/app/x') an import points at, or null for a package. */
function target(fromFile, spec) {
  if (spec.startsWith('@common/')) return `common/${spec.slice('@common/'.length)}`;
  if (spec.startsWith('@/')) return `src/${spec.slice(2)}`;
  if (spec.startsWith('.'))
    return relative(ROOT, normalize(join(dirname(fromFile), spec)))
      .split(sep)
      .join('/');
  return null;
}

const under = (path, folder) => path === folder || path.startsWith(`${folder}/`);
const featureOf = (path) => /^src\/features\/([^/]+)/.exec(path)?.[1];

/**
 * The server's layers (docs/new-area.md, «Слои сервера»): route plugins -> services (the domain
 * folders) -> repositories (all SQL) -> the database layer `server/db`. `server/http` and
 * `server/schemas` are infrastructure beside them: they import no route plugin.
 */
function serverLayerViolation(file, to) {
  const toRoutes = under(to, 'server/routes');
  if (under(file, 'server/routes')) {
    if (under(to, 'server/repositories') || under(to, 'server/db'))
      return 'маршруты не обращаются к репозиториям и базе: вызовите функцию сервиса';
    return null;
  }
  if (under(file, 'server/http') && toRoutes) return 'server/http — инфраструктура, он не импортирует маршруты';
  if (under(file, 'server/schemas') && (toRoutes || under(to, 'server/repositories') || under(to, 'server/db')))
    return 'схемы маршрутов — только данные: они не импортируют маршруты, репозитории и базу';
  if (under(file, 'server/repositories')) {
    if (under(to, 'server/repositories') || under(to, 'server/db') || under(to, 'common')) return null;
    return 'репозитории импортируют только репозитории, server/db и ядро common/';
  }
  if (under(file, 'server/db')) {
    if (under(to, 'server/db') || under(to, 'server/repositories') || under(to, 'common') || to === 'server/config.ts')
      return null;
    return 'server/db — нижний слой: он не импортирует сервисы и маршруты (общее — в common/ или в репозиторий)';
  }
  if (toRoutes && file !== 'server/app.ts')
    return 'сервисы не импортируют маршруты: общее — в сервис или server/schemas';
  return null;
}

/** Why `file` may not import `spec`, or null when it may. Both paths repository-relative. */
export function layerViolation(file, spec) {
  const to = target(join(ROOT, file), spec);
  if (under(file, 'common')) {
    if (to === null)
      return REACT_PACKAGES.test(spec) ? 'ядро common/ не зависит от React и клиентских библиотек' : null;
    return under(to, 'common') ? null : 'ядро common/ не импортирует src/ и server/';
  }
  if (under(file, 'server')) {
    if (to === null) return REACT_PACKAGES.test(spec) ? 'сервер не импортирует React и клиентские библиотеки' : null;
    if (!under(to, 'server') && !under(to, 'common')) return 'server/ импортирует только себя и ядро common/';
    return serverLayerViolation(file, to);
  }
  if (to === null) return null;
  const feature = featureOf(file);
  if (feature !== undefined) {
    const other = featureOf(to);
    if (other !== undefined && other !== feature)
      return `раздел ${feature} не импортирует раздел ${other}: общее — в src/components или common/`;
    if (under(to, 'src/app')) return 'разделы не импортируют внутренности src/app';
    if (under(to, 'server')) return 'клиент не импортирует server/';
    return null;
  }
  if (['src/components', 'src/api', 'src/stores', 'src/forms'].some((folder) => under(file, folder))) {
    if (under(to, 'src/features') || under(to, 'src/app'))
      return 'общие части клиента не импортируют разделы и src/app';
    if (under(to, 'server')) return 'клиент не импортирует server/';
  }
  if (under(file, 'src') && under(to, 'server')) return 'клиент не импортирует server/';
  return null;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Layers of the portal (CONVENTIONS 1)' }, schema: [] },
  create(context) {
    const file = relative(ROOT, context.filename).split(sep).join('/');
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const why = layerViolation(file, source.value);
      if (why) context.report({ node, message: `Импорт «${source.value}» нарушает слои: ${why}` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

/**
 * The database layer: the only code besides `server/repositories/` that runs SQL. `server/db/`
 * is the connection, the migrations, the change feed and the demo-data loader; the job queue's
 * adapter hands pg-boss its statements.
 */
export const DATABASE_LAYER = ['server/repositories', 'server/db', 'server/jobs/queue.ts'];

/** True when `file` (repository-relative) may run SQL. */
export const mayRunSql = (file) => !under(file, 'server') || DATABASE_LAYER.some((place) => under(file, place));

const SQL_TAGS = new Set(['sql']);

const sqlRule = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL runs only in server/repositories and the database layer' },
    schema: [],
  },
  create(context) {
    const file = relative(ROOT, context.filename).split(sep).join('/');
    if (mayRunSql(file)) return {};
    const report = (node) =>
      context.report({
        node,
        message: 'SQL выполняется только в server/repositories (и слое базы server/db): вызовите функцию репозитория',
      });
    return {
      // db.query(...) always; .exec(...) only with a literal statement (RegExp#exec takes a variable).
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const name = callee.property.name;
        const first = node.arguments[0];
        if (name === 'query') report(node);
        else if (name === 'exec' && first && (first.type === 'TemplateLiteral' || typeof first.value === 'string'))
          report(node);
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type === 'Identifier' && SQL_TAGS.has(node.tag.name)) report(node);
      },
    };
  },
};

/**
 * Route plugins name their schemas (docs/new-area.md, steps 5 and 6): every object schema a route
 * uses (params, querystring, body, answer) is written in `server/schemas/<area>.ts`. An object
 * literal with `type: 'object'` or a `properties` key, or a call of the object-schema helper
 * `record(...)`, in `server/routes/` is one written inline. Wrappers around named schemas
 * (`envelope(S.card)`, `{ type: 'array', items: S.row }`, `binaryAnswer(...)`) stay in the route.
 */
const OBJECT_SCHEMA_HELPERS = new Set(['record']);

const keyName = (property) =>
  property.type === 'Property' && !property.computed
    ? property.key.type === 'Identifier'
      ? property.key.name
      : property.key.value
    : undefined;

const isObjectLiteral = (node) => node?.type === 'Literal' && node.value === 'object';

/** True when an object literal is a JSON object schema: `type: 'object'` (or `['object', 'null']`) or `properties`. */
const isObjectSchema = (node) =>
  node.properties.some(
    (p) =>
      keyName(p) === 'properties' ||
      (keyName(p) === 'type' &&
        (isObjectLiteral(p.value) || (p.value.type === 'ArrayExpression' && p.value.elements.some(isObjectLiteral)))),
  );

const routeSchemaRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Route plugins name their schemas; object schemas live in server/schemas' },
    schema: [],
  },
  create(context) {
    const file = relative(ROOT, context.filename).split(sep).join('/');
    if (!under(file, 'server/routes')) return {};
    const message = 'Схема объекта пишется в server/schemas/<раздел>.ts, маршрут только называет её';
    return {
      ObjectExpression(node) {
        if (!isObjectSchema(node)) return;
        // One report for the outermost schema: the objects inside it go with it.
        const ancestors = context.sourceCode.getAncestors(node);
        if (ancestors.some((a) => a.type === 'ObjectExpression' && isObjectSchema(a))) return;
        context.report({ node, message });
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && OBJECT_SCHEMA_HELPERS.has(node.callee.name))
          context.report({ node, message });
      },
    };
  },
};

/* ---------------------------------------------------------------------------------------------
 * Import cycles. The graph is read once per lint run from the files on disk (the imports of the
 * file being linted come from its own text, so an edit is judged as written). Type-only imports
 * count: a circle of types is still two modules that cannot be read one without the other.
 * ------------------------------------------------------------------------------------------- */

const SOURCE_ROOTS = ['common', 'server', 'src'];
const GENERATED = [/^src\/api\/generated\//, /^src\/forms\/generated\//, /^common\/acts\/generated\//];
const IMPORT_RE =
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every source file under the roots, repository-relative. */
function sourceFiles() {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const path = `${dir}/${name}`;
      if (name === 'node_modules' || name.startsWith('.')) continue;
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
    }
  };
  for (const root of SOURCE_ROOTS) if (existsSync(join(ROOT, root))) walk(root);
  return files;
}

/** The source file an import points at ('src/api/client.ts'), or null for a package or a non-source file. */
export function resolveImport(fromFile, spec) {
  const base = target(join(ROOT, fromFile), spec);
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile())
      return candidate;
  return null;
}

/** The source files `file` imports, read from `text`. */
export function importsOf(file, text) {
  const found = new Set();
  for (const match of text.matchAll(IMPORT_RE)) {
    const to = resolveImport(file, match[1] ?? match[2]);
    if (to && to !== file) found.add(to);
  }
  return found;
}

let diskGraph = null;
let diskGraphAt = 0;

/** The import graph of the files on disk, kept for a few seconds (one lint run). */
function graphOnDisk() {
  if (diskGraph && Date.now() - diskGraphAt < 10_000) return diskGraph;
  diskGraph = new Map();
  for (const file of sourceFiles()) {
    if (GENERATED.some((re) => re.test(file))) continue;
    diskGraph.set(file, importsOf(file, readFileSync(join(ROOT, file), 'utf8')));
  }
  diskGraphAt = Date.now();
  return diskGraph;
}

/** A path from `from` to `to` in `graph` (a list of nodes, both ends included), or null. */
export function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const node = queue.shift();
    if (node === to) {
      const path = [];
      for (let at = to; at !== null; at = previous.get(at)) path.unshift(at);
      return path;
    }
    for (const next of graph.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

/**
 * The folders of the shared client parts whose imports must not go round in a circle (a folder
 * cycle hides no file cycle but still ties the two folders into one).
 */
const CLIENT_FOLDERS = ['src/api', 'src/stores', 'src/components', 'src/forms'];
const clientFolderOf = (file) => CLIENT_FOLDERS.find((folder) => under(file, folder));

/** The folder graph of the shared client parts, from a file graph. */
export function folderGraph(graph) {
  const folders = new Map();
  for (const [file, imports] of graph) {
    const from = clientFolderOf(file);
    if (!from) continue;
    for (const to of imports) {
      const folder = clientFolderOf(to);
      if (!folder || folder === from) continue;
      if (!folders.has(from)) folders.set(from, new Set());
      folders.get(from).add(folder);
    }
  }
  return folders;
}

const cycleRule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles, of files or of shared client folders' },
    schema: [],
  },
  create(context) {
    const file = relative(ROOT, context.filename).split(sep).join('/');
    if (!SOURCE_ROOTS.some((root) => under(file, root))) return {};
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = resolveImport(file, source.value);
      if (!to) return;
      const graph = new Map(graphOnDisk());
      graph.set(file, importsOf(file, context.sourceCode.text));
      const back = pathBetween(graph, to, file);
      if (back) {
        context.report({
          node,
          message: `Импорт «${source.value}» замыкает круг импортов: ${[file, ...back].join(' -> ')}`,
        });
        return;
      }
      const from = clientFolderOf(file);
      const folder = clientFolderOf(to);
      if (from && folder && from !== folder) {
        const folderBack = pathBetween(folderGraph(graph), folder, from);
        if (folderBack)
          context.report({
            node,
            message: `Импорт «${source.value}» замыкает круг папок: ${[from, ...folderBack].join(' -> ')}`,
          });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default {
  rules: { layers: rule, 'sql-in-repositories': sqlRule, 'route-schemas': routeSchemaRule, 'no-cycle': cycleRule },
};
