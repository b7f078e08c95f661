import type { RemoteName } from '@rowad/shared/federation';
import { routePatterns as route } from '@rowad/shared/paths';
import type { Role } from '@rowad/shared/session';

/** Who may open a route (SPEC section 2 and 6). */
export type Access =
  | { kind: 'public' }
  /** Guests only: a stored token is sent home. */
  | { kind: 'guest' }
  /** A stored token is required, and the role when one is named; a guest is sent to the login page. */
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
  { path: route.home, page: publicPage('HomePage'), access: PUBLIC },
  { path: route.about, page: publicPage('AboutPage'), access: PUBLIC },
  { path: route.faq, page: publicPage('FaqPage'), access: PUBLIC },
  { path: route.contact, page: publicPage('ContactPage'), access: PUBLIC },
  { path: route.projects, page: publicPage('ProjectsPage'), access: PUBLIC },
  { path: route.events, page: publicPage('EventsPage'), access: PUBLIC },
  { path: route.project, page: publicPage('ProjectPage'), access: PUBLIC },
  { path: route.event, page: publicPage('EventPage'), access: PUBLIC },
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
  {
    path: route.investorProfile,
    page: { remote: 'mfe_investor', module: 'MyProfilePage' },
    access: INVESTOR,
  },
  { path: route.profile, page: { local: 'profile' }, access: SIGNED_IN },
  { path: route.admin, page: { remote: 'mfe_admin', module: 'AdminPage' }, access: ADMIN },
];
