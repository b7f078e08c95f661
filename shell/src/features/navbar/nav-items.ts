import { paths } from '@rowad/shared/paths';
import type { Role } from '@rowad/shared/session';
import type { ShellMessageKey } from '../../messages';

export interface NavItem {
  key: ShellMessageKey;
  to: string;
}

/** docs/product.md §2 "Top navigation": links for everyone, Entrepreneurs only with a stored token. */
export function mainNavItems(signedIn: boolean): NavItem[] {
  const items: NavItem[] = [
    { key: 'home', to: paths.home },
    { key: 'about', to: paths.about },
    { key: 'projects', to: paths.projects },
    { key: 'events', to: paths.events },
    { key: 'contact', to: paths.contact },
    { key: 'faq', to: paths.faq },
  ];
  if (signedIn) items.push({ key: 'entrepreneurs', to: paths.owners });
  return items;
}

/** The links of the user dropdown per role; Change Password and Logout follow for everyone. */
export function accountMenuLinks(role: Role | undefined): NavItem[] {
  switch (role) {
    case 'owner':
      return [
        { key: 'profile', to: paths.ownerProfile },
        { key: 'myProjects', to: paths.myProjects },
        { key: 'infoRequests', to: paths.infoRequests },
        { key: 'ownerInsights', to: paths.ownerInsights },
      ];
    case 'investor':
      return [{ key: 'profile', to: paths.investorProfile }];
    case 'admin':
      return [{ key: 'admin', to: paths.admin }];
    default:
      return [];
  }
}
