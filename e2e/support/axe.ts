import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@rowad/shared/language-cookie';

export type Language = 'en' | 'ar';

const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical violations on the page, one line per element, to act on from the report. */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}. ` +
          `${node.failureSummary?.replace(/\s+/g, ' ') ?? ''} [${violation.helpUrl}]`,
      ),
    );
}

/** axe-core finds no 'serious' or 'critical' violation on what the page shows now. */
export async function expectNoBlockingViolations(page: Page, where: string): Promise<void> {
  const found = await blockingViolations(page);
  expect(found, `serious or critical axe violations on ${where}:\n${found.join('\n')}`).toEqual([]);
}

/** A full-page picture of an Arabic screen, for a person to check the right-to-left layout. */
export async function saveRtlScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const folder = join(testInfo.project.outputDir, 'rtl');
  await mkdir(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

/**
 * Sets the remembered language before the first load, as the language button leaves it: in local
 * storage, and in the cookie by which the server draws a public page in that language.
 */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('language', value), language);
  const url = test.info().project.use.baseURL;
  if (url) await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url }]);
}

/** The document speaks `language`, in its direction. */
export async function expectLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}
