// The platform's page addresses (docs/product.md §2, plus /admin), named once. The router reads the
// patterns, links and redirects call the builders, and both come from the same entry below, so a
// link cannot point at a route that does not exist. Self-contained on purpose: the shell, every
// remote, the API and the Playwright journeys import it as it is.

/** Every page's route pattern, spelled as docs/product.md spells the URL (`/restpassword`, `/allOwners`). */
export const routePatterns = {
  home: '/',
  about: '/about',
  faq: '/faq',
  contact: '/contact',
  projects: '/allprojects',
  events: '/allevents',
  project: '/project/:id',
  event: '/event/:id',
  register: '/register',
  login: '/login',
  forgotPassword: '/forgotpassword',
  enterCode: '/entercode',
  resetPassword: '/restpassword',
  owners: '/allOwners',
  owner: '/owner/:id',
  ownerProfile: '/owner/my-profile',
  myProjects: '/owner/my-projects',
  addProject: '/owner/add-project',
  editProject: '/owner/edit-project/:id',
  projectImages: '/owner/edit-project-add-images/:id',
  /** The investors' information requests an owner received (issue 14, our addition). */
  infoRequests: '/owner/requests',
  /** The owner's numbers: views, contact taps, requests, comments, rating (issue 30). */
  ownerInsights: '/owner/insights',
  investorProfile: '/investor/my-profile',
  profile: '/profile',
  /** The admin remote routes inside its own area. */
  admin: '/admin/*',
} as const;

export type PageName = keyof typeof routePatterns;

/** An id as the API gives it; the builder encodes it, so any value stays one path segment. */
export type PathId = string | number;

type PathOf<Pattern extends string> = Pattern extends `${string}:id${string}`
  ? (id: PathId) => string
  : string;

export type Paths = { readonly [Name in PageName]: PathOf<(typeof routePatterns)[Name]> };

/**
 * The id an address names (`/project/:id`): a positive whole number within the API's ids, else
 * undefined (nothing to ask for). The pages and the server read an address's id by this one rule.
 */
export function pathId(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

/** Fills a pattern: `:id` with the encoded id, a trailing `/*` (an area's own routes) dropped. */
function fill(pattern: string, id?: PathId): string {
  const filled = pattern.replace(':id', () => encodeURIComponent(String(id)));
  return filled.endsWith('/*') ? filled.slice(0, -2) : filled;
}

function buildPaths(): Paths {
  const built: Record<string, string | ((id: PathId) => string)> = {};
  for (const [name, pattern] of Object.entries(routePatterns)) {
    built[name] = pattern.includes(':id') ? (id: PathId) => fill(pattern, id) : fill(pattern);
  }
  return built as Paths;
}

/** Where each page lives: `paths.login`, `paths.project(id)`, `paths.editProject(id)`, ... */
export const paths: Paths = buildPaths();

/**
 * The confirmations the login page shows when a mailed link (the API's redirect) or a finished
 * step (a new password) lands on it: `/login?activation=confirmed`.
 */
export const loginNotices = {
  activation: ['confirmed', 'expired', 'invalid'],
  emailChange: ['confirmed', 'expired', 'invalid'],
  passwordReset: ['confirmed'],
  /** The account was closed (issue 28): its profile page signs out and lands here. */
  accountClosed: ['confirmed'],
} as const;

export type LoginNotice = keyof typeof loginNotices;
export type LoginNoticeOutcome<Notice extends LoginNotice> = (typeof loginNotices)[Notice][number];

/** The login page with one confirmation to show. */
export function loginWithNotice<Notice extends LoginNotice>(
  notice: Notice,
  outcome: LoginNoticeOutcome<Notice>,
): string {
  return `${paths.login}?${new URLSearchParams({ [notice]: outcome })}`;
}
