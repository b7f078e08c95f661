import { expect, test } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import {
  chooseLanguage,
  expectLanguage,
  expectNoBlockingViolations,
  saveRtlScreenshot,
} from '../support/axe';

// axe-core on every page of the public area, with the demo data loaded, in English and in Arabic:
// no 'serious' or 'critical' violation. The Arabic pages are saved to test-results/rtl/.

interface PublicPage {
  name: string;
  path: (ids: { project: number; event: number }) => string;
}

const PAGES: PublicPage[] = [
  { name: 'home', path: () => paths.home },
  { name: 'about', path: () => paths.about },
  { name: 'faq', path: () => paths.faq },
  { name: 'contact', path: () => paths.contact },
  { name: 'allprojects', path: () => paths.projects },
  { name: 'allevents', path: () => paths.events },
  { name: 'project', path: (ids) => paths.project(ids.project) },
  { name: 'event', path: (ids) => paths.event(ids.event) },
];

for (const language of ['en', 'ar'] as const) {
  test.describe(`the public area in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    for (const screen of PAGES) {
      test(`${screen.name}: no serious or critical violation`, async ({ page, request }, testInfo) => {
        const [project] = (await (await request.get('/api/projects?limit=1')).json()) as { id: number }[];
        const [event] = (await (await request.get('/api/events?limit=1')).json()) as { id: number }[];
        await chooseLanguage(page, language);
        await page.goto(screen.path({ project: project!.id, event: event!.id }));
        await expectLanguage(page, language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Data loaded: no loading state left on the page.
        await expect(page.locator('main [aria-busy="true"], main [role="status"]')).toHaveCount(0);
        await expectNoBlockingViolations(page, `${screen.name} (${language})`);
        if (language === 'ar') await saveRtlScreenshot(page, testInfo, `public-${screen.name}`);
      });
    }
  });
}
