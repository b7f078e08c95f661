import { expect, test, type Page } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import { readMail } from '../support/session';

// A visitor's journeys through the public area, on the built platform with its demo data
// (fourteen Hebron businesses, four bazaars: api/src/modules/demo/demo-content.ts).

const SPEC_DATE =
  /^Date: [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{2}, \d{4} - [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{2}, \d{4}$/;

async function projectId(page: Page, name: string): Promise<number> {
  const answer = await page.request.get(`/api/projects?q=${encodeURIComponent(name)}`);
  const [project] = (await answer.json()) as { id: number }[];
  if (!project) throw new Error(`no demo project named ${name}`);
  return project.id;
}

test.describe('a visitor in the public area', () => {
  test('sees the latest 3 projects and 3 events on the home page and follows Learn More to a project', async ({
    page,
  }) => {
    await page.goto(paths.home);
    const projects = page.getByRole('region', { name: 'Latest Projects' });
    const events = page.getByRole('region', { name: 'Latest Events' });
    await expect(projects.getByRole('link', { name: /^Learn More/ })).toHaveCount(3);
    await expect(events.getByRole('link', { name: /^Learn More/ })).toHaveCount(3);
    for (const date of await events.getByText(/^Date: /).allTextContents()) expect(date).toMatch(SPEC_DATE);
    await expect(page).toHaveTitle('Welcome to Rowad · Rowad');

    const firstName = await projects.getByRole('heading', { level: 3 }).first().textContent();
    await projects
      .getByRole('link', { name: /^Learn More/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/project\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName ?? '');
  });

  test('opens a project with its gallery, owner link and contact links', async ({ page }) => {
    const id = await projectId(page, 'Hebron Blue Glass Studio');
    await page.goto(paths.project(id));
    await expect(page.getByRole('heading', { level: 1, name: 'Hebron Blue Glass Studio' })).toBeVisible();
    await expect(page).toHaveTitle('Hebron Blue Glass Studio · Rowad');
    await expect(page.getByRole('link', { name: 'Amal Natsheh' })).toHaveAttribute('href', /^\/owner\/\d+$/);
    await expect(page.getByRole('link', { name: 'studio@blueglass.example' })).toHaveAttribute(
      'href',
      'mailto:studio@blueglass.example',
    );
    await expect(page.getByRole('link', { name: '+970 2 222 1234' })).toHaveAttribute(
      'href',
      'tel:+97022221234',
    );
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/970591234567',
    );
    await expect(page.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      'https://facebook.com/hebronblueglass',
    );

    // The gallery: two pictures, the second shown from its thumbnail; every picture has a srcset.
    const thumbnails = page.getByRole('button', { name: /^Show picture \d of 2$/ });
    await expect(thumbnails).toHaveCount(2);
    await thumbnails.nth(1).click();
    await expect(page.getByText('Picture 2 of 2')).toBeAttached();
    const main = page.locator('main img[srcset]').first();
    await expect(main).toHaveAttribute('sizes', /.+/);
  });

  test('searches projects in English and in Arabic, and a shared ?q= link shows the same result', async ({
    page,
  }) => {
    await page.goto(paths.projects);
    const search = page.getByRole('searchbox');
    await search.fill('glass');
    await expect(page).toHaveURL(/\?q=glass$/);
    const cards = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(cards).toHaveText(['Hebron Blue Glass Studio']);

    await search.fill('مطرزات');
    await expect(cards).toHaveText(['مطرزات بيت أمّر']);
    const shared = page.url();

    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(other.getByRole('searchbox')).toHaveValue('مطرزات');
    await expect(other.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['مطرزات بيت أمّر']);
  });

  test('scrolls the projects list past its first page', async ({ page }) => {
    await page.goto(paths.projects);
    const cards = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(12);
    // The demo's 14, or one more while an owner journey has a project public for a moment (it is
    // the newest, so on the first page): every one the list counted arrives.
    const found = Number(/\d+/.exec((await page.getByText(/^\d+ found$/).textContent()) ?? '')?.[0]);
    expect(found).toBeGreaterThan(12);
    await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(found);
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  });

  test('filters the projects by a category badge', async ({ page }) => {
    const id = await projectId(page, 'Jabari Olive Press');
    await page.goto(paths.project(id));
    await page.getByRole('link', { name: 'olive oil' }).click();
    await expect(page).toHaveURL(/\/allprojects\?category=olive\+oil$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Jabari Olive Press',
    ]);
  });

  test("opens an event with its status badge and the product's dates (docs/product.md §2)", async ({
    page,
  }) => {
    await page.goto(paths.events);
    await expect(page.getByRole('searchbox', { name: /search/i })).toHaveAttribute(
      'placeholder',
      'Search events...',
    );
    await page.getByRole('link', { name: 'Online Crafts Week' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Online Crafts Week' })).toBeVisible();
    await expect(page.getByText('Ongoing', { exact: true })).toBeVisible();
  });

  test('sends the contact form and the support address receives it', async ({ page }) => {
    await page.goto(paths.contact);
    await expect(page.getByText('Hebron, Palestine')).toBeVisible();
    await page.getByLabel('Full name').fill('Layla Visitor');
    await page.getByLabel('Email').fill('layla.visitor@example.ps');
    await page.getByLabel('Message').fill('Do you list businesses from Dura?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you');
    const mail = await readMail('admin@rowad.test', /^Contact form: Layla Visitor$/);
    expect(mail.text).toContain('Do you list businesses from Dura?');
  });

  test("shows each public page's first screen without asking the API: the page carried the answers", async ({
    page,
  }) => {
    const project = await projectId(page, 'Qawasmi Ceramics');
    const [event] = (await (await page.request.get('/api/events?q=Olive')).json()) as { id: number }[];
    const screens: [string, string][] = [
      [paths.home, 'Welcome to Rowad'],
      [paths.projects, 'Projects'],
      [paths.project(project), 'Qawasmi Ceramics'],
      [paths.events, 'Events'],
      [paths.event(event!.id), 'Olive Harvest Market'],
    ];
    for (const [path, title] of screens) {
      const asked: string[] = [];
      const listener = (request: { url: () => string }) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
      };
      page.on('request', listener);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Its data is on screen: a card or a picture of the item.
      await expect(page.locator('main img[srcset]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      page.off('request', listener);
      expect({ path, asked }).toEqual({ path, asked: [] });
    }
  });

  test('gets OpenGraph tags for a project without running any script, as a link preview fetches it', async ({
    request,
  }) => {
    const [project] = (await (await request.get('/api/projects?q=glass')).json()) as { id: number }[];
    // What Facebook's crawler sends (its documentation's example): any type, a range, gzip only.
    const answer = await request.get(paths.project(project!.id), {
      headers: {
        accept: '*/*',
        'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
        range: 'bytes=0-524288',
        'accept-encoding': 'gzip, deflate',
      },
    });
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<meta property="og:title" content="Hebron Blue Glass Studio">');
    const image = /<meta property="og:image" content="(http[^"]+\.webp)">/.exec(html)?.[1];
    expect(image).toBeDefined();
    const picture = await request.get(new URL(image!).pathname, { headers: { accept: '*/*' } });
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/webp');
  });

  test('sees "Project not found" and "Event not found" for unknown ids', async ({ page }) => {
    await page.goto(paths.project(999999));
    await expect(page.getByText('Project not found')).toBeVisible();
    await page.goto(paths.event(999999));
    await expect(page.getByText('Event not found')).toBeVisible();
  });
});
