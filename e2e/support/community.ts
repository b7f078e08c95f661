import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  test as base,
  request as newRequest,
  type APIRequestContext,
  type WorkerInfo,
} from '@playwright/test';
import { oncePerRun, publishedFixtureAccount } from './run-accounts';
import { adminAccount, createAccount, signIn, type Account } from './session';

// The community journeys (comments, bazaars, information requests) and their accessibility checks.
//
// The server allows 20 registrations an hour per address, and 30 sign-ins a quarter hour, for the
// whole run; the rest of the suite uses nearly all of them, and more each time a failed test
// restarts a worker (the fixture accounts of fixtures.ts are made again). So the community
// journeys never ask for those per worker: they take five accounts once for the whole run,
// whichever worker asks first (support/run-accounts.ts). The owner, investor and admin are the
// fixture accounts some worker already signed in, or else a demo owner, a demo investor and the
// admin signed in; another demo owner, and one 'user' made through the API, complete the cast.
// The journeys keep apart by working on their own events, projects and owners.

const dataDir = () => process.env.E2E_DATA_DIR ?? '';

/** A demo sign-in: the seed keeps the password all demo accounts share in DATA_DIR. */
async function demoAccount(request: APIRequestContext, email: string, firstName: string): Promise<Account> {
  const file = await readFile(join(dataDir(), 'demo-sign-ins.txt'), 'utf8');
  const password = /password for all: (\S+)\)/.exec(file)?.[1];
  if (!password) throw new Error('no demo password in demo-sign-ins.txt');
  return { ...(await signIn(request, email, password)), firstName };
}

interface Cast {
  /** A real account with role 'user', made through the API with its mailed activation link. */
  user: Account;
  /** An owner: the fixtures' owner, or Salwa Sultan of the demo data. */
  owner: Account;
  /** Another owner: Mariam Shalaldeh of the demo data. */
  otherOwner: Account;
  /** An investor: the fixtures' investor, or Lina Haddad of the demo data. */
  investor: Account;
  /** The admin the journeys' server creates at start. */
  admin: Account;
}

const MAKE: { [Name in keyof Cast]: (request: APIRequestContext) => Promise<Account> } = {
  user: (request) => createAccount(request, 'user', 'Rasha'),
  owner: async (request) =>
    (await publishedFixtureAccount('owner')) ?? demoAccount(request, 'salwa.sultan@demo.rowad.ps', 'Salwa'),
  otherOwner: (request) => demoAccount(request, 'mariam.shalaldeh@demo.rowad.ps', 'Mariam'),
  investor: async (request) =>
    (await publishedFixtureAccount('investor')) ??
    demoAccount(request, 'lina.investor@demo.rowad.ps', 'Lina'),
  admin: async (request) => (await publishedFixtureAccount('admin')) ?? adminAccount(request),
};

/** A worker fixture handing out the run's account of that name. */
function member(name: keyof Cast) {
  return async ({}, use: (account: Account) => Promise<void>, workerInfo: WorkerInfo) => {
    const api = await newRequest.newContext({ baseURL: workerInfo.project.use.baseURL });
    const account = await oncePerRun(name, () => MAKE[name](api)).finally(() => api.dispose());
    await use(account);
  };
}

/** The events made in the running test (a worker runs one test at a time), with their maker. */
const eventsMade: { id: number; admin: Account }[] = [];

/**
 * The journeys' test, with the run's community accounts (none of the fixtures' per-worker ones).
 * The events a test made are deleted after it: the events list shows the newest first, and the
 * demo bazaars other journeys look for stay on its first page.
 */
export const test = base.extend<{ deleteEventsMade: void }, Cast>({
  deleteEventsMade: [
    async ({ request }, use) => {
      await use();
      for (const { id, admin } of eventsMade.splice(0)) {
        await request.delete(`/api/admin/events/${id}`, { headers: as(admin) });
      }
    },
    { auto: true },
  ],
  user: [member('user'), { scope: 'worker' }],
  owner: [member('owner'), { scope: 'worker' }],
  otherOwner: [member('otherOwner'), { scope: 'worker' }],
  investor: [member('investor'), { scope: 'worker' }],
  admin: [member('admin'), { scope: 'worker' }],
});

export { expect } from '@playwright/test';

/** The Authorization header of a signed-in account, for calls made as that account. */
export const as = (account: Account) => ({ authorization: `Bearer ${account.token}` });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let made = 0;

/** A name no other journey uses, so a journey finds its own event and mail. */
export function uniqueName(base: string): string {
  made += 1;
  return `${base} ${process.pid}${Date.now().toString(36)}${made}`;
}

export interface CreatedEvent {
  id: number;
  name: string;
}

/**
 * An event the admin creates through the API (POST /api/admin/events), deleted after the test.
 * The dates are days from today: 10 to 12 days ahead unless told otherwise; negative days make a
 * past event.
 */
export async function createEvent(
  request: APIRequestContext,
  admin: Account,
  options: { name?: string; from?: number; to?: number; capacity?: number | null } = {},
): Promise<CreatedEvent> {
  const name = options.name ?? uniqueName('Hebron Pottery Fair');
  const answer = await request.post('/api/admin/events', {
    headers: as(admin),
    data: {
      name,
      description: 'Potters from the old city and Dura show their work.',
      city: 'Hebron',
      street: 'Bab al-Zawiya Square',
      startDate: day(options.from ?? 10),
      endDate: day(options.to ?? 12),
      categories: ['pottery', 'bazaar'],
      kind: 'physical',
      capacity: options.capacity ?? null,
    },
  });
  if (answer.status() !== 201) throw new Error(`create event: ${answer.status()} ${await answer.text()}`);
  const { id } = (await answer.json()) as { id: number };
  eventsMade.push({ id, admin });
  return { id, name };
}

/** The owner asks to take part, as the register button does (POST /api/events/{id}/participate). */
export async function participate(
  request: APIRequestContext,
  owner: Account,
  eventId: number,
): Promise<void> {
  const answer = await request.post(`/api/events/${eventId}/participate`, { headers: as(owner), data: {} });
  if (answer.status() !== 201) throw new Error(`participate: ${answer.status()} ${await answer.text()}`);
}

/** The id of the event's only request to take part, as the admin lists them. */
async function onlyParticipationId(request: APIRequestContext, admin: Account, eventId: number) {
  const answer = await request.get(`/api/admin/events/${eventId}/participations`, { headers: as(admin) });
  if (answer.status() !== 200) throw new Error(`participations: ${answer.status()} ${await answer.text()}`);
  const requests = (await answer.json()) as { id: number; status: string }[];
  if (requests.length !== 1)
    throw new Error(`expected one request for event ${eventId}, got ${requests.length}`);
  return requests[0]!.id;
}

/** The admin accepts, or rejects with a reason, the event's only request to take part. */
export async function decide(
  request: APIRequestContext,
  admin: Account,
  eventId: number,
  decision: { accept: true } | { reject: string },
): Promise<void> {
  const id = await onlyParticipationId(request, admin, eventId);
  const answer =
    'accept' in decision
      ? await request.post(`/api/admin/participations/${id}/accept`, { headers: as(admin), data: {} })
      : await request.post(`/api/admin/participations/${id}/reject`, {
          headers: as(admin),
          data: { reason: decision.reject },
        });
  if (answer.status() !== 200) throw new Error(`decide: ${answer.status()} ${await answer.text()}`);
}

/** The id of a demo project found by its name. */
export async function projectId(request: APIRequestContext, name: string): Promise<number> {
  const answer = await request.get(`/api/projects?q=${encodeURIComponent(name)}`);
  const [project] = (await answer.json()) as { id: number }[];
  if (!project) throw new Error(`no demo project named ${name}`);
  return project.id;
}

/** The public profile id of the owner of a demo project. */
export async function ownerOfProject(request: APIRequestContext, name: string): Promise<number> {
  const answer = await request.get(`/api/projects?q=${encodeURIComponent(name)}`);
  const [project] = (await answer.json()) as { owner: { id: number } }[];
  if (!project) throw new Error(`no demo project named ${name}`);
  return project.owner.id;
}

/** The id of a demo event found by its name. */
export async function eventId(request: APIRequestContext, name: string): Promise<number> {
  const answer = await request.get(`/api/events?q=${encodeURIComponent(name)}`);
  const [event] = (await answer.json()) as { id: number }[];
  if (!event) throw new Error(`no demo event named ${name}`);
  return event.id;
}
