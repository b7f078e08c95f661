// Every page of the platform, declared once: its address (from the paths module), who may open
// it, the remote module that draws it and, for a public page the server draws, the API calls its
// first screen makes and the item its link preview describes. The shell's route table (and the
// routes.json its build writes), the server renderer's page list, the first calls the server
// answers ahead and the sitemap all read this list. Pure data: the browser apps, the server
// renderer and the API import it as it is. Addresses are matched by @rowad/shared/page-match.
import { remotes, type RemoteName } from '@rowad/shared/federation';
import { listFilters, publicCalls, type FirstCall } from '@rowad/shared/first-load';
import { pathId, routePatterns as route } from '@rowad/shared/paths';
import type { Role } from '@rowad/shared/schemas';

/** Who may open a page (docs/product.md, routes and roles). */
export type Access =
  | { kind: 'public' }
  /** Guests only: a stored token is sent home. */
  | { kind: 'guest' }
  /** A stored token is required, and the role when one is named; a guest is sent to the login page. */
  | { kind: 'signed-in'; role?: Role };

/** What draws a page: a module a remote exposes, or a page of the shell itself. */
export type RoutePage = { remote: RemoteName; module: string } | { local: 'profile' };

/** The item a page's link preview describes, from the id in its address (api/src/modules/sharing). */
export type PreviewKind = 'project' | 'event';

/** What the address gave a page: its `:id`, and its query (`?q=...`). */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: string;
}

export interface PageDeclaration {
  path: string;
  page: RoutePage;
  access: Access;
  /**
   * A public page the server draws (shell/src/server-render): the calls its first screen makes
   * at once, answered with the page. Absent: the page is drawn by the browser only.
   */
  firstCalls?: (address: PageAddress) => FirstCall[];
  /** A page whose link shows a preview of the item it names; an id naming nothing public is a 404. */
  preview?: PreviewKind;
}

const PUBLIC: Access = { kind: 'public' };
const GUEST: Access = { kind: 'guest' };
const SIGNED_IN: Access = { kind: 'signed-in' };
const OWNER: Access = { kind: 'signed-in', role: 'owner' };
const INVESTOR: Access = { kind: 'signed-in', role: 'investor' };
const ADMIN: Access = { kind: 'signed-in', role: 'admin' };

const publicPage = (module: string) => ({ remote: 'mfe_public', module }) as const;
const authPage = (module: string) => ({ remote: 'mfe_auth', module }) as const;
const ownerPage = (module: string) => ({ remote: 'mfe_owner', module }) as const;

/** A page with no call at start, drawn by the server all the same. */
const noCalls = (): FirstCall[] => [];

/** The one list of pages: the product's routes, plus /admin. */
export const pages: readonly PageDeclaration[] = [
  {
    path: route.home,
    page: publicPage('HomePage'),
    access: PUBLIC,
    firstCalls: () => [publicCalls.homeProjects(), publicCalls.homeEvents()],
  },
  { path: route.about, page: publicPage('AboutPage'), access: PUBLIC, firstCalls: noCalls },
  { path: route.faq, page: publicPage('FaqPage'), access: PUBLIC, firstCalls: noCalls },
  { path: route.contact, page: publicPage('ContactPage'), access: PUBLIC, firstCalls: noCalls },
  {
    path: route.projects,
    page: publicPage('ProjectsPage'),
    access: PUBLIC,
    firstCalls: ({ search }) => [publicCalls.projects(listFilters(search))],
  },
  {
    path: route.events,
    page: publicPage('EventsPage'),
    access: PUBLIC,
    firstCalls: ({ search }) => [publicCalls.events(listFilters(search))],
  },
  {
    path: route.project,
    page: publicPage('ProjectPage'),
    access: PUBLIC,
    preview: 'project',
    // The comments follow the description: carried too, so the page asks nothing (and a search
    // engine reads what people said).
    firstCalls: ({ params }) => withId(params, (id) => [publicCalls.project(id), publicCalls.comments(id)]),
  },
  {
    path: route.event,
    page: publicPage('EventPage'),
    access: PUBLIC,
    preview: 'event',
    firstCalls: ({ params }) => withId(params, (id) => [publicCalls.event(id)]),
  },
  { path: route.register, page: authPage('RegisterPage'), access: GUEST },
  { path: route.login, page: authPage('LoginPage'), access: GUEST },
  { path: route.forgotPassword, page: authPage('ForgotPasswordPage'), access: GUEST },
  { path: route.enterCode, page: authPage('EnterCodePage'), access: GUEST },
  { path: route.resetPassword, page: authPage('ResetPasswordPage'), access: GUEST },
  { path: route.owners, page: publicPage('OwnersPage'), access: SIGNED_IN },
  { path: route.owner, page: publicPage('OwnerPage'), access: SIGNED_IN },
  { path: route.ownerProfile, page: ownerPage('MyProfilePage'), access: OWNER },
  { path: route.myProjects, page: ownerPage('MyProjectsPage'), access: OWNER },
  { path: route.addProject, page: ownerPage('AddProjectPage'), access: OWNER },
  { path: route.editProject, page: ownerPage('EditProjectPage'), access: OWNER },
  { path: route.projectImages, page: ownerPage('ProjectImagesPage'), access: OWNER },
  { path: route.infoRequests, page: ownerPage('InfoRequestsPage'), access: OWNER },
  { path: route.ownerInsights, page: ownerPage('InsightsPage'), access: OWNER },
  {
    path: route.investorProfile,
    page: { remote: 'mfe_investor', module: 'MyProfilePage' },
    access: INVESTOR,
  },
  { path: route.profile, page: { local: 'profile' }, access: SIGNED_IN },
  { path: route.admin, page: { remote: 'mfe_admin', module: 'AdminPage' }, access: ADMIN },
];

function withId(params: PageAddress['params'], calls: (id: number) => FirstCall[]): FirstCall[] {
  const id = pathId(params['id']);
  return id === undefined ? [] : calls(id);
}

/** The pages the server draws: public pages that declare their first calls. */
export const serverRenderedPages = pages.filter((page) => page.firstCalls !== undefined);

/** `mfe_public/HomePage`: how the server renderer names a remote's page. */
export function moduleId(page: RoutePage): string | undefined {
  return 'remote' in page ? `${page.remote}/${page.module}` : undefined;
}

/** The public pages without an id in their address, for the sitemap. */
export const staticPublicPaths = pages
  .filter((page) => page.access.kind === 'public' && !page.path.includes(':') && !page.path.includes('*'))
  .map((page) => page.path);

/**
 * What a remote exposes: the pages declared for it, then the other modules the federation contract
 * names (shared/src/federation/remotes.json). Each remote's build checks it exposes exactly these.
 */
export function exposedModules(remote: RemoteName): string[] {
  const declared = pages.flatMap(({ page }) =>
    'remote' in page && page.remote === remote ? [page.module] : [],
  );
  return [...new Set(declared), ...remotes[remote].otherModules];
}
