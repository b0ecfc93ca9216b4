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
    return under(to, 'server') || under(to, 'common') ? null : 'server/ импортирует только себя и ядро common/';
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

export default { rules: { layers: rule } };
