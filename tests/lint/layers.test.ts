import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { layerViolation } from '../../eslint-rules/layers.js';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the configuration, the TypeScript parser and the import graph: seconds on a
// loaded machine, so it runs once before the tests, with room.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'server/warm-up.ts' }), 120_000);

/** The messages of the layers rule for `code` as if it were the file at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'portal/layers').map((m) => m.message);
}

describe('the lint enforces the layers', () => {
  it('refuses a server import of the client', async () => {
    const errors = await layerErrors(
      'server/routes/example.ts',
      "import { SystemRole } from '../../src/app/roles';\nexport const r = SystemRole;\n",
    );
    expect(errors).toEqual([expect.stringContaining('server/ импортирует только себя и ядро common/')]);
  });

  it('lets the server import the kernel and itself', async () => {
    expect(
      await layerErrors(
        'server/routes/example.ts',
        "import { SystemRole } from '../../common/roles';\nimport { ok } from '../http/envelope';\nexport const r = [SystemRole, ok];\n",
      ),
    ).toEqual([]);
  });

  it('refuses a feature importing another feature, also lazily and by a relative path', async () => {
    expect(
      await layerErrors(
        'src/features/home/home-page.tsx',
        "import { x } from '@/features/news/news-list-page';\nexport const y = x;\n",
      ),
    ).toEqual([expect.stringContaining('раздел home не импортирует раздел news')]);
    expect(
      await layerErrors(
        'src/features/home/home-page.tsx',
        "export const load = () => import('../acts/act-card-page');\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses a feature reaching into src/app', async () => {
    expect(
      await layerErrors(
        'src/features/errors/page.tsx',
        "import { routeHandles } from '@/app/route-handles';\nexport const h = routeHandles;\n",
      ),
    ).toEqual([expect.stringContaining('разделы не импортируют внутренности src/app')]);
  });

  it('refuses React and the client in the kernel', async () => {
    expect(
      await layerErrors('common/example.ts', "import { useState } from 'react';\nexport const s = useState;\n"),
    ).toHaveLength(1);
    expect(
      await layerErrors('common/example.ts', "import { api } from '../src/api/client';\nexport const a = api;\n"),
    ).toHaveLength(1);
  });

  it('lets a feature import shared parts, the kernel and its own files', () => {
    for (const spec of [
      '@/components/news-list',
      '@/api/client',
      '@/forms/wizard/block-wizard',
      '@common/roles',
      './api',
      '../acts/api',
    ]) {
      const file = spec === '../acts/api' ? 'src/features/acts/sub/screen.tsx' : 'src/features/acts/screen.tsx';
      expect(layerViolation(file, spec), spec).toBeNull();
    }
  });

  it('refuses shared client parts importing a feature or the app', () => {
    expect(layerViolation('src/components/x.tsx', '@/features/acts/api')).not.toBeNull();
    expect(layerViolation('src/forms/wizard/x.tsx', '@/app/router')).not.toBeNull();
  });
});

describe('the lint refuses imports of package internals', () => {
  const internalsErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages
      .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
      .map((m) => m.message);
  };

  it('refuses @rjsf/*/lib imports, static and lazy, outside the one measured exception', async () => {
    expect(
      await internalsErrors(
        'src/forms/example.tsx',
        "import SelectWidget from '@rjsf/mui/lib/SelectWidget/index.js';\nexport const w = SelectWidget;\n",
      ),
    ).toEqual([expect.stringContaining('Импортируйте из корня пакета @rjsf/*')]);
    expect(
      await internalsErrors(
        'src/forms/example.tsx',
        "export const load = () => import('@rjsf/mui/lib/RadioWidget/index.js');\n",
      ),
    ).toEqual([expect.stringContaining('Импортируйте из корня пакета @rjsf/*')]);
    expect(
      await internalsErrors(
        'common/example.ts',
        "import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';\nexport const c = createPrecompiledValidator;\n",
      ),
    ).toHaveLength(1);
    expect(
      await internalsErrors(
        'src/forms/widgets/mui/select.ts',
        "import SelectWidget from '@rjsf/mui/lib/SelectWidget/index.js';\nexport const w = SelectWidget;\n",
      ),
    ).toEqual([]);
  });

  it('lets everyone import the package roots', async () => {
    expect(
      await internalsErrors(
        'src/forms/example.tsx',
        "import { generateTemplates } from '@rjsf/mui';\nexport const t = generateTemplates;\n",
      ),
    ).toEqual([]);
  });
});
