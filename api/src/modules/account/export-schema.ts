import { z } from 'zod';

// The shape of GET /api/users/me/export (issue 28). Server-side only: the profile pages save the
// file as it comes and never read it. Every object is closed (src/http/serializer.ts): a column
// added to a table reaches the export only once it is named here.

const Timestamp = z.string().describe('ISO-8601 UTC');
const NullableTimestamp = Timestamp.nullable();
const Json = z.unknown().describe('As stored (JSON)');

const AccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  state: z.string(),
  language: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

const ProfileSchema = z.object({
  bio: z.string(),
  birthDate: z.string().nullable(),
  address: z.string(),
  photoUrl: z.string().nullable(),
});

const ProjectSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  categories: Json,
  contact: Json,
  publishedAt: NullableTimestamp,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  revisions: z.array(
    z.object({
      id: z.number().int(),
      state: z.string(),
      reason: z.string().nullable(),
      data: Json.describe('The submitted version: name, description, city, street, categories, contact'),
      createdAt: Timestamp,
      decidedAt: NullableTimestamp,
    }),
  ),
  pictures: z.array(
    z.object({
      id: z.number().int(),
      url: z.string(),
      variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
      isCover: z.boolean(),
      live: z.boolean().describe('False while the picture waits for review'),
      createdAt: Timestamp,
    }),
  ),
});

export const MyDataExportSchema = z.object({
  exportedAt: Timestamp,
  account: AccountSchema.describe('The account, without its password hash'),
  profile: ProfileSchema.nullable().describe("An owner's or investor's profile; null for users and admins"),
  projects: z.array(ProjectSchema).describe("An owner's projects with every revision and picture"),
  comments: z
    .array(
      z.object({
        id: z.number().int(),
        projectId: z.number().int(),
        projectName: z.string().nullable(),
        comment: z.string(),
        rating: z.number().int(),
        createdAt: Timestamp,
        updatedAt: Timestamp,
      }),
    )
    .describe('Comments written, each with its rating'),
  reportsMade: z
    .array(
      z.object({
        kind: z.string(),
        itemId: z.number().int(),
        reason: z.string(),
        details: z.string().nullable(),
        createdAt: Timestamp,
        decidedAt: NullableTimestamp,
      }),
    )
    .describe('Comments, projects, bazaars and profiles the person reported (issue 31)'),
  participationRequests: z.array(
    z.object({
      id: z.number().int(),
      eventId: z.number().int(),
      eventName: z.string(),
      status: z.string(),
      note: z.string().nullable(),
      reason: z.string().nullable(),
      createdAt: Timestamp,
      decidedAt: NullableTimestamp,
    }),
  ),
  informationRequests: z.object({
    sent: z.array(
      z.object({
        id: z.number().int(),
        owner: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
        createdAt: Timestamp,
      }),
    ),
    received: z.array(
      z.object({
        id: z.number().int(),
        investor: z.object({
          id: z.number().int(),
          firstName: z.string(),
          lastName: z.string(),
          email: z.string(),
        }),
        createdAt: Timestamp,
      }),
    ),
  }),
  sessions: z
    .array(z.object({ createdAt: Timestamp, expiresAt: Timestamp, revokedAt: NullableTimestamp }))
    .describe("Sign-ins' times (no token; last use is not recorded)"),
  auditEntries: z
    .array(
      z.object({
        action: z.string(),
        subjectType: z.string(),
        subjectId: z.number().int(),
        reason: z.string().nullable(),
        createdAt: Timestamp,
      }),
    )
    .describe("Admins' decisions about the account, its projects, comments and participation requests"),
});

export type MyDataExport = z.infer<typeof MyDataExportSchema>;
