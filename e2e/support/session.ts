import type { Page } from '@playwright/test';

export type Role = 'owner' | 'investor' | 'user' | 'admin';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Plants a session in local storage, as a login would leave it (SPEC section 3 keys). The token
 * is unsigned: until the accounts API exists, these journeys exercise the client's reading of
 * the session only.
 */
export async function plantSession(page: Page, role: Role, firstName = 'Amal'): Promise<void> {
  const claims = { sub: '7', email: `${role}@example.ps`, name: `${firstName} Tamimi`, role };
  const token = `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.unsigned`;
  const user = { id: claims.sub, email: claims.email, name: claims.name, role };
  await page.addInitScript(
    ([t, u]) => {
      if (!window.sessionStorage.getItem('planted')) {
        window.localStorage.setItem('token', t);
        window.localStorage.setItem('user', u);
        window.sessionStorage.setItem('planted', '1');
      }
    },
    [token, JSON.stringify(user)] as const,
  );
}

/** The folders of the remotes a page downloaded, from its requests. */
export function remoteFoldersRequested(urls: string[]): string[] {
  const folders = new Set<string>();
  for (const url of urls) {
    const match = /\/(mfe-[a-z]+)\//.exec(new URL(url).pathname);
    if (match?.[1]) folders.add(match[1]);
  }
  return [...folders].sort();
}
