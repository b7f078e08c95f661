import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import {
  AdminInsightsSchema,
  AdminParticipationSchema,
  AdminSummarySchema,
  AdminUserDetailSchema,
  AdminUserSchema,
  AuditEntrySchema,
  CommentSchema,
  EventSchema,
  FailedMailSchema,
  InvestorSchema,
  MyDataSchema,
  OwnerInsightsSchema,
  OwnerListItemSchema,
  OwnerProjectSchema,
  OwnerSchema,
  ParticipationSchema,
  ProfileSummarySchema,
  ProjectInsightsSchema,
  ProjectReviewItemSchema,
  ProjectSchema,
  PublicOwnerSchema,
  ReceivedInfoRequestSchema,
  ReleasesOverviewSchema,
  ReportedItemSchema,
  SecondFactorStatusSchema,
  StoredContactMessageSchema,
} from '@rowad/shared/schemas';
import { bearer, clientAddress, logIn, sessionFor } from '../test-support/accounts.js';
import { buildTestApp } from '../test-support/test-app.js';

// The browser reads answers unparsed, typed by the shared schemas' output (`bodyOf` in
// shared/src/api/request.ts, docs/decisions.md "Performance (issue 29)"). This suite keeps that
// honest: the real server, on the demo data, answers every read call the apps make, and each
// answer must parse with its schema and be already what the parse gives (no default filled in,
// no value transformed): what the browser gets as it is is what the schema promises.

const ADMIN_EMAIL = 'admin@rowad.test';
const ADMIN_PASSWORD = 'admin-pass-1';

let app: FastifyInstance;
let owner: { token: string; id: number; projectId: number; eventId: number };
let investorToken: string;
let adminToken: string;
let projectId: number;
let eventId: number;
let commentedProjectId: number;

/** A session for a demo account (the demo password is the installation's own, not known here). */
async function answer(url: string, token?: string): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
  if (response.statusCode !== 200)
    throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

async function post(url: string, payload: object, token?: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: clientAddress(),
    ...(token ? { headers: bearer(token) } : {}),
  });
  if (response.statusCode >= 300)
    throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body}`);
}

beforeAll(async () => {
  app = await buildTestApp({ DEMO_DATA: '1', ADMIN_EMAIL, ADMIN_PASSWORD });
  adminToken = await logIn(app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const participation = await app.db
    .selectFrom('participations')
    .select(['event_id', 'owner_id'])
    .executeTakeFirstOrThrow();
  const project = await app.db
    .selectFrom('projects')
    .select('id')
    .where('owner_id', '=', participation.owner_id)
    .executeTakeFirstOrThrow();
  owner = {
    token: await sessionFor(app, { id: participation.owner_id }),
    id: participation.owner_id,
    projectId: project.id,
    eventId: participation.event_id,
  };
  const comment = await app.db
    .selectFrom('comments')
    .select(['project_id', 'user_id'])
    .executeTakeFirstOrThrow();
  commentedProjectId = comment.project_id;
  investorToken = await sessionFor(app, { id: comment.user_id });
  projectId = owner.projectId;
  eventId = owner.eventId;
  // What the admin's queues and the owner's requests list show, so those answers are not empty.
  for (const message of ['Where is the bazaar?', 'When does it open?']) {
    await post('/api/contact', { name: 'Amal', email: 'amal@example.ps', message });
  }
  // One handled, so the audit log has an entry and the open messages one left.
  const [first] = (await answer('/api/admin/contact-messages', adminToken)) as { id: number }[];
  await post(`/api/admin/contact-messages/${first!.id}/handled`, {}, adminToken);
  await post('/api/reports', { kind: 'project', id: projectId, reason: 'spam' }, investorToken);
  await post('/api/owner/request-information', { ownerId: owner.id }, investorToken);
}, 60_000);

afterAll(() => app.close());

interface ReadCase {
  url: () => string;
  schema: z.core.$ZodType;
  as?: () => string;
  /** A list call: an array of the schema's items, at least one (an empty list would prove nothing). */
  list?: boolean;
  /** A list nothing in these data fills (failed mails need a failing mail server). */
  mayBeEmpty?: boolean;
}

const asOwner = () => owner.token;
const asInvestor = () => investorToken;
const asAdmin = () => adminToken;

const READS: Record<string, ReadCase> = {
  // a visitor's
  'home projects': { url: () => '/api/app/projects?limit=3', schema: ProjectSchema, list: true },
  'home events': { url: () => '/api/app/events?limit=3', schema: EventSchema, list: true },
  projects: { url: () => '/api/projects?limit=12', schema: ProjectSchema, list: true },
  project: { url: () => `/api/projects/${projectId}`, schema: ProjectSchema },
  events: { url: () => '/api/events?limit=12', schema: EventSchema, list: true },
  event: { url: () => `/api/events/${eventId}`, schema: EventSchema },
  comments: { url: () => `/api/project/${commentedProjectId}/comments`, schema: CommentSchema, list: true },
  // a signed-in user's
  owners: { url: () => '/api/owners', schema: OwnerListItemSchema, list: true, as: asInvestor },
  owner: { url: () => `/api/owners/${owner.id}`, schema: PublicOwnerSchema, as: asInvestor },
  "the author's comments": {
    url: () => `/api/project/${commentedProjectId}/comments`,
    schema: CommentSchema,
    list: true,
    as: asInvestor,
  },
  'profile summary (owner)': { url: () => '/api/app/owner/me', schema: ProfileSummarySchema, as: asOwner },
  'profile summary (investor)': {
    url: () => '/api/app/investor/me',
    schema: ProfileSummarySchema,
    as: asInvestor,
  },
  'owner profile': { url: () => '/api/owner/me', schema: OwnerSchema, as: asOwner },
  'investor profile': { url: () => '/api/investor/me', schema: InvestorSchema, as: asInvestor },
  'my data': { url: () => '/api/users/my-data', schema: MyDataSchema, as: asOwner },
  'my project': { url: () => `/api/my-projects/${projectId}`, schema: OwnerProjectSchema, as: asOwner },
  'owner insights': {
    url: () => '/api/my-projects/insights?days=30',
    schema: OwnerInsightsSchema,
    as: asOwner,
  },
  'project insights': {
    url: () => `/api/my-projects/${projectId}/insights?days=30`,
    schema: ProjectInsightsSchema,
    as: asOwner,
  },
  'my participation': {
    url: () => `/api/events/${eventId}/my-participation`,
    schema: ParticipationSchema,
    as: asOwner,
  },
  'information requests': {
    url: () => '/api/owner/information-requests',
    schema: ReceivedInfoRequestSchema,
    list: true,
    as: asOwner,
  },
  'second factor': { url: () => '/api/app/auth/mfa', schema: SecondFactorStatusSchema, as: asOwner },
  // the admin's
  'admin summary': { url: () => '/api/admin/summary', schema: AdminSummarySchema, as: asAdmin },
  'project reviews': {
    url: () => '/api/admin/review/projects',
    schema: ProjectReviewItemSchema,
    list: true,
    as: asAdmin,
  },
  'participation queue': {
    url: () => '/api/admin/review/participations',
    schema: AdminParticipationSchema,
    list: true,
    as: asAdmin,
  },
  "an event's participations": {
    url: () => `/api/admin/events/${eventId}/participations`,
    schema: AdminParticipationSchema,
    list: true,
    as: asAdmin,
  },
  users: { url: () => '/api/admin/users', schema: AdminUserSchema, list: true, as: asAdmin },
  user: { url: () => `/api/admin/users/${owner.id}`, schema: AdminUserDetailSchema, as: asAdmin },
  'audit log': { url: () => '/api/admin/audit-log', schema: AuditEntrySchema, list: true, as: asAdmin },
  'failed mails': {
    url: () => '/api/admin/mail/failed',
    schema: FailedMailSchema,
    list: true,
    mayBeEmpty: true,
    as: asAdmin,
  },
  'contact messages': {
    url: () => '/api/admin/contact-messages',
    schema: StoredContactMessageSchema,
    list: true,
    as: asAdmin,
  },
  reports: { url: () => '/api/admin/reports', schema: ReportedItemSchema, list: true, as: asAdmin },
  releases: { url: () => '/api/admin/releases', schema: ReleasesOverviewSchema, as: asAdmin },
  'admin insights': { url: () => '/api/admin/insights?weeks=12', schema: AdminInsightsSchema, as: asAdmin },
};

describe('the answers the apps read unparsed', () => {
  it.each(Object.entries(READS))("%s: has its schema's output shape as it is sent", async (_name, read) => {
    const body = await answer(read.url(), read.as?.());
    const schema = read.list ? z.array(read.schema) : read.schema;
    const parsed = z.safeParse(schema, body);
    if (!parsed.success) throw new Error(`${read.url()}: ${z.prettifyError(parsed.error)}`);
    if (read.list && !read.mayBeEmpty) expect((body as unknown[]).length).toBeGreaterThan(0);
    // Nothing the parse added or changed: the browser, which does not parse, sees the same.
    expect(body).toMatchObject(parsed.data as object);
  });
});
