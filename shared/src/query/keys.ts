import type {
  AdminUserParams,
  AuditLogParams,
  CommentListParams,
  ContactMessageParams,
  EventListParams,
  FailedMailParams,
  ListParams,
  PageParams,
  ProjectListParams,
  ReportQueueParams,
} from '@rowad/shared/api';
import type { Role } from '@rowad/shared/schemas';

// Query keys, one factory per domain: every key of a domain starts with its name, so
// `invalidateQueries({ queryKey: projectKeys.all })` refreshes everything about projects.

export const projectKeys = {
  all: ['projects'] as const,
  list: (query: ProjectListParams = {}) => [...projectKeys.all, 'list', query] as const,
  pages: (query: ProjectListParams = {}) => [...projectKeys.all, 'pages', query] as const,
  home: () => [...projectKeys.all, 'home'] as const,
  detail: (id: number) => [...projectKeys.all, 'detail', id] as const,
  mine: (id: number) => [...projectKeys.all, 'mine', id] as const,
};

export const eventKeys = {
  all: ['events'] as const,
  list: (query: EventListParams = {}) => [...eventKeys.all, 'list', query] as const,
  pages: (query: EventListParams = {}) => [...eventKeys.all, 'pages', query] as const,
  home: () => [...eventKeys.all, 'home'] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
  myParticipation: (id: number) => [...eventKeys.all, 'my-participation', id] as const,
};

export const commentKeys = {
  all: ['comments'] as const,
  ofProjectAll: (projectId: number) => [...commentKeys.all, projectId] as const,
  ofProject: (projectId: number, query: CommentListParams = {}) =>
    [...commentKeys.ofProjectAll(projectId), query] as const,
};

export const ownerKeys = {
  all: ['owners'] as const,
  pages: (query: ListParams = {}) => [...ownerKeys.all, 'pages', query] as const,
  detail: (id: number) => [...ownerKeys.all, 'detail', id] as const,
  /** The signed-in owner's inbox of investors' requests. */
  infoRequests: (query: PageParams = {}) => [...ownerKeys.all, 'info-requests', query] as const,
};

export const profileKeys = {
  all: ['profile'] as const,
  summary: (role: Role) => [...profileKeys.all, 'summary', role] as const,
  myData: () => [...profileKeys.all, 'my-data'] as const,
  owner: () => [...profileKeys.all, 'owner'] as const,
  investor: () => [...profileKeys.all, 'investor'] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
  summary: () => [...adminKeys.all, 'summary'] as const,
  auditLog: (query: AuditLogParams = {}) => [...adminKeys.all, 'audit-log', query] as const,
  users: (query: AdminUserParams = {}) => [...adminKeys.all, 'users', query] as const,
  user: (id: number) => [...adminKeys.all, 'user', id] as const,
  contactMessages: (query: ContactMessageParams = {}) =>
    [...adminKeys.all, 'contact-messages', query] as const,
  failedMails: (query: FailedMailParams = {}) => [...adminKeys.all, 'failed-mails', query] as const,
  releases: () => [...adminKeys.all, 'releases'] as const,
  projectReview: (query: ListParams = {}) => [...adminKeys.all, 'project-review', query] as const,
  reports: (query: ReportQueueParams = {}) => [...adminKeys.all, 'reports', query] as const,
  participationQueue: (query: PageParams = {}) => [...adminKeys.all, 'participation-queue', query] as const,
  eventParticipations: (eventId: number, query: PageParams = {}) =>
    [...adminKeys.all, 'event-participations', eventId, query] as const,
};
