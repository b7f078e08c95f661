import { paths } from '@rowad/shared/paths';

// The admin area's own pages, inside the shell's `/admin/*` route. Every link and every route of
// the area comes from here, so a link cannot point at a page the area does not have.

const base = paths.admin;
const id = (value: number | string) => encodeURIComponent(String(value));

/** The area's route patterns, relative to /admin (what its <Routes> match). */
export const adminRoutes = {
  dashboard: '',
  projects: 'projects',
  project: 'projects/:revisionId',
  events: 'bazaars',
  newEvent: 'bazaars/new',
  event: 'bazaars/:id',
  requests: 'requests',
  reports: 'reports',
  users: 'users',
  user: 'users/:id',
  messages: 'messages',
  mail: 'mail',
  audit: 'audit',
  releases: 'releases',
  insights: 'insights',
} as const;

/** Where each admin page lives: `adminPaths.user(12)` is `/admin/users/12`. */
export const adminPaths = {
  dashboard: base,
  projects: `${base}/projects`,
  project: (revisionId: number) => `${base}/projects/${id(revisionId)}`,
  events: `${base}/bazaars`,
  newEvent: `${base}/bazaars/new`,
  event: (eventId: number) => `${base}/bazaars/${id(eventId)}`,
  requests: `${base}/requests`,
  reports: `${base}/reports`,
  users: `${base}/users`,
  user: (userId: number) => `${base}/users/${id(userId)}`,
  messages: `${base}/messages`,
  mail: `${base}/mail`,
  audit: `${base}/audit`,
  releases: `${base}/releases`,
  insights: `${base}/insights`,
} as const;
