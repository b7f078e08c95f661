import { request, test as base } from '@playwright/test';
import { publishFixtureAccounts } from './run-accounts';
import { adminAccount, createAccount, type Account } from './session';
import { sharedSignIn } from './shared-sign-in';

interface Accounts {
  owner: Account;
  investor: Account;
  admin: Account;
}

/** Real accounts, made through the API once per worker and shared by its tests. */
export const test = base.extend<object, { accounts: Accounts }>({
  accounts: [
    async ({}, use, workerInfo) => {
      const api = await request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const accounts = {
        owner: await createAccount(api, 'owner', 'Amal'),
        investor: await createAccount(api, 'investor', 'Sami'),
        admin: await sharedSignIn('admin', () => adminAccount(api)),
      };
      await publishFixtureAccounts(accounts);
      await use(accounts);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
