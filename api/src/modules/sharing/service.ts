import { matchPage } from '@rowad/shared/page-match';
import { staticPublicPaths, type PreviewKind } from '@rowad/shared/pages';
import { pathId, paths } from '@rowad/shared/paths';
import type { Event, Project } from '@rowad/shared/schemas';
import { ApiError } from '../../errors.js';
import { summarize, type SharedPage } from './share-tags.js';

/** An item in the sitemap: its id and when it last changed. */
export interface IndexEntry {
  id: number;
  updatedAt: string;
}

export interface SharingDeps {
  publicProject: (id: number) => Promise<Project>;
  event: (id: number) => Promise<Event>;
  projectIndex: (limit: number) => Promise<IndexEntry[]>;
  eventIndex: (limit: number) => Promise<IndexEntry[]>;
  /** The platform's public address, without a trailing slash. */
  publicUrl: string;
}

/** What the server knows of a page a link points to. */
export type PageLookup =
  | { kind: 'item'; page: SharedPage }
  /** A project or event address naming nothing public: the app shows its not-found text. */
  | { kind: 'missing' }
  /** Any other page: the app's generic tags serve. */
  | { kind: 'other' };

// A sitemap holds at most 50,000 addresses; the two lists and the static pages stay under it.
const SITEMAP_ITEMS_MAX = 24_000;

const DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The product's date format (docs/product.md §2), "Mon, Jan 01, 2025", for a calendar day. */
function spelledDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DATE.format(date);
}

function xmlEscape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function lastmod(value: string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** Largest variant that a preview can use (previews want about 1200 px wide), else the original. */
function previewImage(
  images: readonly {
    imageUrl: string;
    isCover: boolean;
    variants: readonly { width: number; url: string }[];
  }[],
): { url: string; width: number } | undefined {
  const picture = images.find((image) => image.isCover) ?? images[0];
  if (!picture) return undefined;
  const fitting = [...picture.variants]
    .filter((variant) => variant.width <= 1280)
    .sort((a, b) => b.width - a.width);
  const chosen = fitting[0] ?? [...picture.variants].sort((a, b) => a.width - b.width)[0];
  return chosen ? { url: chosen.url, width: chosen.width } : undefined;
}

/** Link previews, the sitemap and robots.txt: what the platform tells crawlers about itself. */
export class SharingService {
  constructor(private readonly deps: SharingDeps) {}

  private absolute(path: string): string {
    return /^https?:\/\//.test(path) ? path : `${this.deps.publicUrl}${path}`;
  }

  /** What a link to `urlPath` shows in a preview. */
  async lookup(urlPath: string): Promise<PageLookup> {
    // The page serving the address, and the id in it, as the app reads them (@rowad/shared/pages).
    const match = matchPage(urlPath);
    const id = pathId(match?.params['id']);
    const preview = match?.route.preview;
    if (preview === undefined) return { kind: 'other' };
    // Not an id the API could hold (`abc`, beyond 2,147,483,647): it names nothing, as the API's
    // 404 for the same id says, rather than a page of the app (issue 28, low 1).
    if (id === undefined) return { kind: 'missing' };
    return this.found(() => this.previews[preview](id));
  }

  /** The preview of each kind of item a page names (`preview` in @rowad/shared/pages). */
  private readonly previews: Record<PreviewKind, (id: number) => Promise<SharedPage>> = {
    project: (id) => this.projectPage(id),
    event: (id) => this.eventPage(id),
  };

  private async found(load: () => Promise<SharedPage>): Promise<PageLookup> {
    try {
      return { kind: 'item', page: await load() };
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return { kind: 'missing' };
      throw error;
    }
  }

  private async projectPage(id: number): Promise<SharedPage> {
    const project = await this.deps.publicProject(id);
    const image = previewImage(project.images);
    const place = [project.city, project.street].filter(Boolean).join(', ');
    return {
      type: 'website',
      title: project.name,
      description: summarize([place, project.description].filter(Boolean).join(' · ')),
      url: this.absolute(paths.project(project.id)),
      ...(image ? { image: { url: this.absolute(image.url), width: image.width, alt: project.name } } : {}),
    };
  }

  private async eventPage(id: number): Promise<SharedPage> {
    const event = await this.deps.event(id);
    const image = previewImage(event.images);
    const when = `${spelledDay(event.startDate)} - ${spelledDay(event.endDate)}`;
    const where = [event.street, event.city].filter(Boolean).join(', ');
    return {
      type: 'article',
      title: event.name,
      description: summarize([when, where, event.description].filter(Boolean).join(' · ')),
      url: this.absolute(paths.event(event.id)),
      ...(image ? { image: { url: this.absolute(image.url), width: image.width, alt: event.name } } : {}),
    };
  }

  /** sitemap.xml: the static public pages, then every public project and event. */
  async sitemap(): Promise<string> {
    const [projects, events] = await Promise.all([
      this.deps.projectIndex(SITEMAP_ITEMS_MAX),
      this.deps.eventIndex(SITEMAP_ITEMS_MAX),
    ]);
    const url = (path: string, changed?: string) => {
      const day = changed === undefined ? undefined : lastmod(changed);
      return `<url><loc>${xmlEscape(this.absolute(path))}</loc>${day ? `<lastmod>${day}</lastmod>` : ''}</url>`;
    };
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...staticPublicPaths.map((path) => url(path)),
      ...projects.map((entry) => url(paths.project(entry.id), entry.updatedAt)),
      ...events.map((entry) => url(paths.event(entry.id), entry.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
  }

  /** robots.txt: everything public may be crawled; the API and the signed-in areas not. */
  robots(): string {
    const privatePaths = [
      '/api/',
      paths.ownerProfile,
      paths.myProjects,
      paths.addProject,
      '/owner/edit-project',
      '/investor/',
      paths.admin,
      paths.profile,
    ];
    return [
      'User-agent: *',
      ...privatePaths.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.deps.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
