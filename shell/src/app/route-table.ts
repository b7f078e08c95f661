import type { RemoteName } from '@rowad/shared/federation';
import type { Role } from '@rowad/shared/session';

/** Who may open a route (SPEC section 2 and 6). */
export type Access =
  | { kind: 'public' }
  /** Guests only: a stored token is sent to `/`. */
  | { kind: 'guest' }
  /** A stored token is required, and the role when one is named; a guest is sent to `/login`. */
  | { kind: 'signed-in'; role?: Role };

export type RoutePage = { remote: RemoteName; module: string } | { local: 'profile' };

export interface AppRoute {
  path: string;
  page: RoutePage;
  access: Access;
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

/** The one route table of the platform: SPEC section 2, plus /admin. */
export const routeTable: readonly AppRoute[] = [
  { path: '/', page: publicPage('HomePage'), access: PUBLIC },
  { path: '/about', page: publicPage('AboutPage'), access: PUBLIC },
  { path: '/faq', page: publicPage('FaqPage'), access: PUBLIC },
  { path: '/contact', page: publicPage('ContactPage'), access: PUBLIC },
  { path: '/allprojects', page: publicPage('ProjectsPage'), access: PUBLIC },
  { path: '/allevents', page: publicPage('EventsPage'), access: PUBLIC },
  { path: '/project/:id', page: publicPage('ProjectPage'), access: PUBLIC },
  { path: '/event/:id', page: publicPage('EventPage'), access: PUBLIC },
  { path: '/register', page: authPage('RegisterPage'), access: GUEST },
  { path: '/login', page: authPage('LoginPage'), access: GUEST },
  { path: '/forgotpassword', page: authPage('ForgotPasswordPage'), access: GUEST },
  { path: '/entercode', page: authPage('EnterCodePage'), access: GUEST },
  { path: '/restpassword', page: authPage('ResetPasswordPage'), access: GUEST },
  { path: '/allOwners', page: publicPage('OwnersPage'), access: SIGNED_IN },
  { path: '/owner/:id', page: publicPage('OwnerPage'), access: SIGNED_IN },
  { path: '/owner/my-profile', page: ownerPage('MyProfilePage'), access: OWNER },
  { path: '/owner/my-projects', page: ownerPage('MyProjectsPage'), access: OWNER },
  { path: '/owner/add-project', page: ownerPage('AddProjectPage'), access: OWNER },
  { path: '/owner/edit-project/:id', page: ownerPage('EditProjectPage'), access: OWNER },
  { path: '/owner/edit-project-add-images/:id', page: ownerPage('ProjectImagesPage'), access: OWNER },
  {
    path: '/investor/my-profile',
    page: { remote: 'mfe_investor', module: 'MyProfilePage' },
    access: INVESTOR,
  },
  { path: '/profile', page: { local: 'profile' }, access: SIGNED_IN },
  { path: '/admin/*', page: { remote: 'mfe_admin', module: 'AdminPage' }, access: ADMIN },
];
