// The import zones of eslint.config.mjs, run on imports as a developer would write them: a rule
// that silently matches nothing would let features grow into each other unseen.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** What ESLint says about `import ... from specifier` written in `file`. */
async function refusals(file, specifier) {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import zones inside an app (eslint.config.mjs)', () => {
  it.each([
    ['mfe-auth/src/features/login/x.ts', '../register/register-page'],
    ['mfe-auth/src/features/login/api/get-x.ts', '../../register/register-page'],
    ['mfe-owner/src/features/my-projects/components/list/card.tsx', '../../../project-form/add-project-page'],
    ['shell/src/features/navbar/user-menu.tsx', '../../features/footer/footer'],
  ])('refuses, in %s, an import of another feature (%s)', async (file, specifier) => {
    expect(await refusals(file, specifier)).toEqual([expect.stringContaining('no other feature')]);
  });

  it.each([
    ['mfe-public/src/features/home/home-page.tsx', '../../app/messages'],
    ['shell/src/features/navbar/user-menu.tsx', '../../app/route-table'],
    ['mfe-admin/src/features/review/hooks/use-queue.ts', '../../../app'],
  ])("refuses, in %s, an import of its app's src/app/ (%s)", async (file, specifier) => {
    expect(await refusals(file, specifier)).toEqual([expect.stringContaining('nothing of src/app/')]);
  });

  it.each([
    ['mfe-auth/src/features/login/login-page.tsx', './login-error'],
    ['mfe-auth/src/features/login/api/post-login.ts', '../login-error'],
    ['mfe-auth/src/features/login/login-page.tsx', '../../forms/use-schema-form'],
    ['mfe-public/src/features/home/home-page.tsx', '../../messages'],
    ['mfe-public/src/features/home/home-page.tsx', '@rowad/shared/paths'],
    ['shell/src/app/app.tsx', '../features/navbar/navbar'],
  ])(
    "lets %s import %s (its own feature, its app's shared folders, @rowad/shared; the app wires features)",
    async (file, specifier) => {
      expect(await refusals(file, specifier)).toEqual([]);
    },
  );

  it('keeps the rules between apps inside a feature', async () => {
    expect(
      await refusals('mfe-owner/src/features/my-profile/x.ts', '../../../../mfe-public/src/messages'),
    ).toEqual([expect.stringContaining('An app never imports another app')]);
  });
});
