import type { Role } from '@rowad/shared/session';
import type { ShellMessageKey } from '../../app/messages';

export interface NavItem {
  key: ShellMessageKey;
  to: string;
}

/** SPEC "Top navigation": links for everyone, Entrepreneurs only with a stored token. */
export function mainNavItems(signedIn: boolean): NavItem[] {
  const items: NavItem[] = [
    { key: 'home', to: '/' },
    { key: 'about', to: '/about' },
    { key: 'projects', to: '/allprojects' },
    { key: 'events', to: '/allevents' },
    { key: 'contact', to: '/contact' },
    { key: 'faq', to: '/faq' },
  ];
  if (signedIn) items.push({ key: 'entrepreneurs', to: '/allOwners' });
  return items;
}

/** The links of the user dropdown per role; Change Password and Logout follow for everyone. */
export function accountMenuLinks(role: Role | undefined): NavItem[] {
  switch (role) {
    case 'owner':
      return [
        { key: 'profile', to: '/owner/my-profile' },
        { key: 'myProjects', to: '/owner/my-projects' },
      ];
    case 'investor':
      return [{ key: 'profile', to: '/investor/my-profile' }];
    case 'admin':
      return [{ key: 'admin', to: '/admin' }];
    default:
      return [];
  }
}
