import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { AccountDataRepository } from './modules/account/repository.js';
import { AccountService } from './modules/account/service.js';
import { AuditRepository } from './modules/admin/audit-repository.js';
import { SubjectNames } from './modules/admin/subject-names.js';
import { SummaryRepository } from './modules/admin/summary-repository.js';
import { AdminUserRepository } from './modules/admin/user-repository.js';
import { AdminUserService } from './modules/admin/user-service.js';
import { AccountRepository } from './modules/auth/account-repository.js';
import { SecondFactorRepository } from './modules/auth/second-factor-repository.js';
import { SecondFactorService } from './modules/auth/second-factor.js';
import { AuthService } from './modules/auth/service.js';
import { CommunityRepository } from './modules/community/repository.js';
import { CommunityService } from './modules/community/service.js';
import { ContactRepository } from './modules/contact/repository.js';
import { ContactService } from './modules/contact/service.js';
import { EventRepository } from './modules/events/repository.js';
import { EventService } from './modules/events/service.js';
import { OwnerDirectory } from './modules/profiles/owner-directory.js';
import { ProfileRepository } from './modules/profiles/repository.js';
import { ProfileService } from './modules/profiles/service.js';
import { ProjectService } from './modules/projects/service.js';
import { projectStores } from './modules/projects/stores.js';
import { listOwnerProjects } from './modules/projects/views.js';
import { SharingService } from './modules/sharing/service.js';
import { fetchWithLimits, readShellShared } from './modules/releases/checks.js';
import type { ReleaseMap } from './modules/releases/release-map.js';
import { ReleaseRepository } from './modules/releases/repository.js';
import { ReleaseService } from './modules/releases/service.js';
import { ActivityRepository } from './modules/insights/activity-repository.js';
import { InsightsCounter } from './modules/insights/counter.js';
import { InsightsRepository } from './modules/insights/repository.js';
import { InsightsService } from './modules/insights/service.js';
import { LIMITS } from './limits.js';
import { loadServerRenderer } from './modules/sharing/server-render.js';
import { ReportRepository } from './modules/reports/repository.js';
import { ReportService } from './modules/reports/service.js';

/** Every repository and service of the API, each built once (`buildServices`), handed to its routes. */
export interface Services {
  accounts: AccountRepository;
  /** The person's own account: export and closing (issue 28). */
  account: AccountService;
  audit: AuditRepository;
  /** The admin area's own: the dashboard counts, accounts, the audit log's subject names. */
  admin: { summary: SummaryRepository; users: AdminUserService; subjectNames: SubjectNames };
  auth: AuthService;
  secondFactor: SecondFactorService;
  profiles: ProfileService;
  projects: ProjectService;
  events: EventService;
  community: CommunityService;
  contact: ContactService;
  sharing: SharingService;
  /** The release registry of the remotes (issue 27). */
  releases: ReleaseService;
  /** The public pages' counter and the owner's and admin's insights (issue 30). */
  insights: InsightsService;
  insightsCounter: InsightsCounter;
  /** Reports and the moderation queue (issue 31). */
  reports: ReportService;
}

/**
 * The composition root: the one place that decides which repository, mailer, storage and logger
 * each service works with. Needs the infrastructure plugins (db, mail outbox, storage, auth) registered.
 */
export function buildServices(app: FastifyInstance, config: Config, releaseMap: ReleaseMap): Services {
  const accounts = new AccountRepository(app.db);
  const audit = new AuditRepository(app.db);
  const secondFactor = new SecondFactorService({
    accounts,
    factors: new SecondFactorRepository(app.db),
    tokens: app.tokens,
  });
  const auth = new AuthService({
    accounts,
    secondFactor,
    tokens: app.tokens,
    outbox: app.mailOutbox,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const projectRepositories = projectStores(app.db);
  const projects = new ProjectService({
    stores: projectRepositories,
    owners: new OwnerDirectory(app.db),
    audit,
    outbox: app.mailOutbox,
    storage: app.storage,
    log: app.log,
  });
  const eventRepository = new EventRepository(app.db);
  const events = new EventService({
    events: eventRepository,
    audit,
    storage: app.storage,
    outbox: app.mailOutbox,
    log: app.log,
    publicUrl: config.publicUrl,
  });
  const insightsCounts = new InsightsRepository(app.db);
  const insightsCounter = new InsightsCounter({
    repository: insightsCounts,
    log: app.log,
    ...LIMITS.insights,
  });
  const community = new CommunityService({
    repository: new CommunityRepository(app.db),
    outbox: app.mailOutbox,
    newAccountHours: config.newAccountHours,
    hourlyLimit: config.rateLimits,
  });
  const users = new AdminUserService({
    users: new AdminUserRepository(app.db, app.dbDialect),
    projectsOf: (ownerId) => listOwnerProjects(app.db, ownerId),
  });
  const reportRepository = new ReportRepository(app.db);
  return {
    insights: new InsightsService({
      counts: insightsCounts,
      activity: new ActivityRepository(app.db),
      counter: insightsCounter,
      projectsOf: async (ownerId) =>
        (await listOwnerProjects(app.db, ownerId)).map((project) => ({ id: project.id, name: project.name })),
    }),
    insightsCounter,
    accounts,
    account: new AccountService({
      data: new AccountDataRepository(app.db, app.dbDialect),
      auth,
      outbox: app.mailOutbox,
      storage: app.storage,
      log: app.log,
      secondFactor: (userId, code) => secondFactor.assertCodeIfEnabled(userId, code),
    }),
    audit,
    admin: {
      summary: new SummaryRepository(app.db, () => reportRepository.openItems()),
      users,
      subjectNames: new SubjectNames(app.db),
    },
    auth,
    secondFactor,
    profiles: new ProfileService({
      profiles: new ProfileRepository(app.db),
      auth,
      storage: app.storage,
      projectsOf: (ownerId) => listOwnerProjects(app.db, ownerId),
    }),
    projects,
    events,
    community,
    reports: new ReportService({
      reports: reportRepository,
      outbox: app.mailOutbox,
      newAccountHours: config.newAccountHours,
      deleteComment: async (admin, id) => {
        await community.remove(admin, id);
      },
      deleteProject: (ownerId, id) => projects.delete(ownerId, id),
      deleteEvent: (admin, id) => events.delete(admin, id),
      disableUser: async (adminId, userId, reason) => {
        await users.disable(adminId, userId, reason);
      },
    }),
    contact: new ContactService({
      repository: new ContactRepository(app.db),
      outbox: app.mailOutbox,
      supportEmail: config.supportEmail,
      log: app.log,
    }),
    releases: new ReleaseService({
      releases: new ReleaseRepository(app.db, app.dbDialect),
      audit,
      map: releaseMap,
      checks: {
        ownOrigin: new URL(config.publicUrl).origin,
        fetchOwn: async (path) => {
          const answer = await app.inject({ method: 'GET', url: path });
          return {
            status: answer.statusCode,
            contentType: String(answer.headers['content-type'] ?? ''),
            body: answer.body,
          };
        },
        fetchRemote: fetchWithLimits,
        shellShared: readShellShared(config.webRoot),
      },
      serverRender: config.serverRender && loadServerRenderer(config.webRoot) !== undefined,
      releaseTokenSet: config.releaseToken !== undefined,
    }),
    sharing: new SharingService({
      publicProject: (id) => projects.publicProject(id),
      event: (id) => events.get(id),
      projectIndex: (limit) => projectRepositories.projects.publicIndex(limit),
      eventIndex: (limit) => eventRepository.index(limit),
      publicUrl: config.publicUrl,
    }),
  };
}
