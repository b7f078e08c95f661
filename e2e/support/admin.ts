import type { APIRequestContext } from '@playwright/test';
import { as } from './community';
import type { Account } from './session';

// The admin area's journeys: what the owner does meanwhile, through the owner's API, and what the
// journeys check through the API as a client would see it.

/** The owner saves a new version of the project (PATCH /api/my-projects/{id}): it waits for review. */
export async function editProject(
  request: APIRequestContext,
  owner: Account,
  id: number,
  change: { name: string; description: string; categories: string[] },
): Promise<void> {
  const answer = await request.patch(`/api/my-projects/${id}`, {
    headers: as(owner),
    data: {
      ...change,
      city: 'Hebron',
      street: 'Wadi al-Tuffah Street',
      contact: { phones: ['+970 2 222 1234'] },
    },
  });
  if (answer.status() !== 200) throw new Error(`edit project: ${answer.status()} ${await answer.text()}`);
}

/** The public copy of a project as a visitor's browser gets it: null while it is not public. */
export async function publicProject(
  request: APIRequestContext,
  id: number,
): Promise<{ name: string; images: { id: number }[] } | null> {
  const answer = await request.get(`/api/projects/${id}`);
  if (answer.status() === 404) return null;
  if (answer.status() !== 200) throw new Error(`project: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as { name: string; images: { id: number }[] };
}

/** The status of a call made with the account's token: 200 while its session lives, 401 after. */
export async function myDataStatus(request: APIRequestContext, account: Account): Promise<number> {
  return (await request.get('/api/users/my-data', { headers: as(account) })).status();
}
