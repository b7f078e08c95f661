import { ApiFailure } from '@rowad/shared/api-client';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import {
  aComment,
  anAdminParticipation,
  anEvent,
  anInvestor,
  anOwner,
  anOwnerListItem,
  anOwnerProject,
  aProject,
  aReviewItem,
} from '../test/api-answers';
import { REPORT_CALL_CASES } from '../test/report-call-cases';
import * as api from './index';

interface CallCase {
  call: () => Promise<unknown>;
  method: string;
  url: string;
  body?: unknown;
  query?: Record<string, unknown>;
  status: number;
  /** What the server answers; the call gives it back parsed. */
  answer?: unknown;
  /** What the call resolves to, when not the answer itself. */
  result?: unknown;
}

const page = { total: 1, nextCursor: undefined };
const taps = { phone: 1, whatsapp: 2, email: 0, website: 0, social: 3, map: 0 };
const insights = {
  days: [{ date: '2026-11-27', views: 4, taps }],
  totals: { views: 4, taps },
  previousTotals: { views: 1, taps: { ...taps, social: 0 } },
  requests: { count: 1, previous: 0 },
  comments: { count: 2, previous: 1 },
  rating: { average: 4.5, count: 2, previousAverage: 4, previousCount: 1 },
};
const platform = {
  signUps: { owner: 2, user: 1, investor: 0 },
  projectsPublished: 1,
  bazaarsCreated: 0,
  participationRequests: 3,
  comments: 4,
  mailsSent: 9,
  mailsUndelivered: 1,
  views: { projects: 40, bazaars: 7 },
};
const list = (item: unknown) => ({
  answer: [item],
  result: { items: [item], ...page },
});

const profile = {
  firstName: 'Amal',
  lastName: 'Haddad',
  bio: 'Soap maker.',
  email: 'amal@example.ps',
  birthDate: '1990-01-01',
  address: 'Nablus',
};
const adminUser = {
  id: 7,
  firstName: 'Sami',
  lastName: 'Nasser',
  email: 'sami@example.ps',
  role: 'investor',
  state: 'active',
  createdAt: '2026-03-01T10:00:00.000Z',
};
const contactMessage = {
  id: 9,
  name: 'Rami Khalil',
  email: 'rami@example.ps',
  message: 'Where is the bazaar?',
  createdAt: '2026-03-01T10:00:00.000Z',
  handledAt: null,
};
const release = {
  id: 4,
  remote: 'mfe_public',
  entry: 'https://cdn.example.ps/mfe-public/2026-11-27/remoteEntry.js',
  note: 'New home page',
  percent: 10,
  state: 'canary',
  releasedBy: 'release token',
  releasedAt: '2026-11-27T06:00:00.000Z',
  promotedAt: null,
  rolledBackAt: null,
  checks: [{ check: 'exposes', ok: true, detail: 'exposes HomePage, ProjectsPage' }],
};
const remoteReleases = {
  remote: 'mfe_public',
  liveEntry: '/mfe-public/remoteEntry.js',
  live: null,
  canary: release,
  startingEntry: '/mfe-public/remoteEntry.js',
  serverDrawn: false,
  history: [release],
};
const projectInput = {
  name: 'Olive soap',
  description: 'Hand-made soap.',
  city: 'Nablus',
  street: 'Old City',
  categories: ['crafts'],
  contact: { email: '', website: '', whatsapp: '', phones: [], pages: [] },
};
const eventInput = {
  name: 'Bazaar',
  description: 'Makers.',
  city: 'Ramallah',
  street: 'Al-Manara',
  startDate: '2026-04-10',
  endDate: '2026-04-11',
  categories: [],
  kind: 'physical' as const,
  capacity: 40,
};

/** Every typed call: what it sends, and what it makes of the answer. */
const CASES: Record<string, CallCase> = {
  // reports and moderation (issue 31)
  ...REPORT_CALL_CASES,
  // auth
  register: {
    call: () =>
      api.register({
        firstName: 'Amal',
        lastName: 'Haddad',
        bio: 'Soap maker.',
        email: 'amal@example.ps',
        password: 'olive-tree-42',
        passwordVerify: 'olive-tree-42',
        role: 'owner',
        birthDate: '1990-01-01',
        address: 'Nablus',
      }),
    method: 'POST',
    url: '/auth/register',
    body: expect.objectContaining({ email: 'amal@example.ps', role: 'owner' }),
    status: 201,
    answer: { message: 'Account created' },
    result: undefined,
  },
  login: {
    call: () => api.login({ email: 'amal@example.ps', password: 'olive-tree-42' }),
    method: 'POST',
    url: '/auth/login',
    body: { email: 'amal@example.ps', password: 'olive-tree-42' },
    status: 200,
    answer: { token: 'a.b.c' },
  },
  completeLoginStep: {
    call: () => api.completeLoginStep({ mfaToken: 'p.mac', code: '123456' }),
    method: 'POST',
    url: '/auth/login/mfa',
    body: { mfaToken: 'p.mac', code: '123456' },
    status: 200,
    answer: { token: 'a.b.c' },
  },
  startEnrolment: {
    call: () => api.startEnrolment('p.mac'),
    method: 'POST',
    url: '/auth/login/mfa/enrol',
    body: { mfaToken: 'p.mac' },
    status: 200,
    answer: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Rowad:a', qrSvg: '<svg></svg>' },
  },
  confirmEnrolment: {
    call: () => api.confirmEnrolment({ mfaToken: 'p.mac', code: '123456' }),
    method: 'POST',
    url: '/auth/login/mfa/enrol/confirm',
    body: { mfaToken: 'p.mac', code: '123456' },
    status: 200,
    answer: { token: 'a.b.c', recoveryCodes: ['abcde-fghij'] },
  },
  getSecondFactor: {
    call: () => api.getSecondFactor(),
    method: 'GET',
    url: '/app/auth/mfa',
    status: 200,
    answer: { enabled: true, enabledAt: '2026-01-01T00:00:00.000Z', recoveryCodesLeft: 9, required: false },
  },
  setupSecondFactor: {
    call: () => api.setupSecondFactor(),
    method: 'POST',
    url: '/app/auth/mfa/setup',
    status: 200,
    answer: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Rowad:a', qrSvg: '<svg></svg>' },
  },
  confirmSecondFactor: {
    call: () => api.confirmSecondFactor({ code: '123456' }),
    method: 'POST',
    url: '/app/auth/mfa/confirm',
    body: { code: '123456' },
    status: 200,
    answer: { recoveryCodes: ['abcde-fghij'] },
  },
  disableSecondFactor: {
    call: () => api.disableSecondFactor({ currentPassword: 'olive-tree-42', code: '123456' }),
    method: 'POST',
    url: '/app/auth/mfa/disable',
    body: { currentPassword: 'olive-tree-42', code: '123456' },
    status: 200,
    answer: { message: 'Off' },
    result: undefined,
  },
  logout: {
    call: () => api.logout(),
    method: 'GET',
    url: '/app/auth/logout',
    status: 200,
    answer: { message: 'Signed out' },
    result: undefined,
  },
  changePassword: {
    call: () =>
      api.changePassword({
        oldPassword: 'old-password-1',
        newPassword: 'new-password-2',
        newPasswordVerify: 'new-password-2',
      }),
    method: 'POST',
    url: '/app/auth/change-password',
    body: {
      oldPassword: 'old-password-1',
      newPassword: 'new-password-2',
      newPasswordVerify: 'new-password-2',
    },
    status: 200,
    answer: { message: 'Password changed' },
  },
  forgotPassword: {
    call: () => api.forgotPassword({ email: 'amal@example.ps' }),
    method: 'POST',
    url: '/auth/forgot-password',
    body: { email: 'amal@example.ps' },
    status: 200,
    answer: { message: 'Sent' },
    result: undefined,
  },
  verifyResetCode: {
    call: () => api.verifyResetCode({ email: 'amal@example.ps', code: '123456' }),
    method: 'POST',
    url: '/auth/reset-password/verify-code',
    body: { email: 'amal@example.ps', code: '123456' },
    status: 200,
    answer: { message: 'Right' },
    result: undefined,
  },
  resetPassword: {
    call: () =>
      api.resetPassword({
        email: 'amal@example.ps',
        code: '123456',
        newPassword: 'new-password-2',
        newPasswordVerify: 'new-password-2',
      }),
    method: 'POST',
    url: '/auth/reset-password',
    body: {
      email: 'amal@example.ps',
      code: '123456',
      newPassword: 'new-password-2',
      newPasswordVerify: 'new-password-2',
    },
    status: 200,
    answer: { message: 'Reset' },
    result: undefined,
  },
  // profiles
  getProfileSummary: {
    call: () => api.getProfileSummary('owner'),
    method: 'GET',
    url: '/app/owner/me',
    status: 200,
    answer: { photo: null, user: { firstName: 'Amal' } },
  },
  exportMyData: {
    call: () => api.exportMyData(),
    method: 'GET',
    url: '/users/me/export',
    status: 200,
    answer: { account: { id: 3 } },
    // Without Content-Disposition (the fake sends none) the file keeps a plain name.
    result: { fileName: 'rowad-my-data.json', json: JSON.stringify({ account: { id: 3 } }, null, 2) },
  },
  closeAccount: {
    call: () => api.closeAccount({ currentPassword: 'olive-tree-42' }),
    method: 'DELETE',
    url: '/users/me',
    body: { currentPassword: 'olive-tree-42' },
    status: 200,
    answer: { message: 'Your account was closed.' },
  },
  getMyData: {
    call: () => api.getMyData(),
    method: 'GET',
    url: '/users/my-data',
    status: 200,
    answer: { id: 3, role: 'owner', email: 'amal@example.ps', firstName: 'Amal', lastName: 'Haddad' },
  },
  getMyOwnerProfile: {
    call: () => api.getMyOwnerProfile(),
    method: 'GET',
    url: '/owner/me',
    status: 200,
    answer: anOwner(),
  },
  updateOwnerProfile: {
    call: () => api.updateOwnerProfile(profile),
    method: 'PATCH',
    url: '/owner',
    body: profile,
    status: 200,
    answer: anOwner(),
  },
  uploadOwnerPhoto: {
    call: () => api.uploadOwnerPhoto(new Blob(['jpeg'], { type: 'image/jpeg' })),
    method: 'POST',
    url: '/owner/owner-photo',
    status: 200,
    answer: { photo: '/uploads/o/3.webp' },
  },
  getMyInvestorProfile: {
    call: () => api.getMyInvestorProfile(),
    method: 'GET',
    url: '/investor/me',
    status: 200,
    answer: anInvestor(),
  },
  updateInvestorProfile: {
    call: () => api.updateInvestorProfile(profile),
    method: 'PATCH',
    url: '/investor',
    body: profile,
    status: 200,
    answer: anInvestor(),
  },
  // projects
  getProjects: {
    call: () => api.getProjects({ q: 'soap', limit: 10, category: 'crafts' }),
    method: 'GET',
    url: '/projects',
    query: { q: 'soap', limit: 10, category: 'crafts' },
    status: 200,
    ...list(aProject()),
  },
  getHomeProjects: {
    call: () => api.getHomeProjects(),
    method: 'GET',
    url: '/app/projects',
    status: 200,
    ...list(aProject()),
  },
  getProject: {
    call: () => api.getProject(7),
    method: 'GET',
    url: '/projects/7',
    status: 200,
    answer: aProject(),
  },
  getMyProject: {
    call: () => api.getMyProject(7),
    method: 'GET',
    url: '/my-projects/7',
    status: 200,
    answer: anOwnerProject(),
  },
  createProject: {
    call: () => api.createProject(projectInput),
    method: 'POST',
    url: '/my-projects',
    body: projectInput,
    status: 201,
    answer: { id: 8 },
  },
  updateProject: {
    call: () => api.updateProject(7, projectInput),
    method: 'PATCH',
    url: '/my-projects/7',
    body: projectInput,
    status: 200,
    answer: anOwnerProject(),
  },
  deleteProject: {
    call: () => api.deleteProject(7),
    method: 'DELETE',
    url: '/my-projects/7',
    status: 204,
    result: undefined,
  },
  uploadProjectImages: {
    call: () => api.uploadProjectImages(7, [new Blob(['a']), new Blob(['b'])]),
    method: 'POST',
    url: '/my-projects/7/images',
    status: 201,
    answer: anOwnerProject().images,
  },
  deleteProjectImages: {
    call: () => api.deleteProjectImages(7, { imageIds: [11, 12] }),
    method: 'DELETE',
    url: '/my-projects/7/images',
    body: { imageIds: [11, 12] },
    status: 204,
    result: undefined,
  },
  setProjectCover: {
    call: () => api.setProjectCover(7, { imageId: 12 }),
    method: 'POST',
    url: '/my-projects/7/images/set-cover',
    body: { imageId: 12 },
    status: 204,
    result: undefined,
  },
  // events
  getEvents: {
    call: () => api.getEvents({ status: 'upcoming', category: 'مأكولات' }),
    method: 'GET',
    url: '/events',
    query: { status: 'upcoming', category: 'مأكولات' },
    status: 200,
    ...list(anEvent()),
  },
  getHomeEvents: {
    call: () => api.getHomeEvents(),
    method: 'GET',
    url: '/app/events',
    status: 200,
    ...list(anEvent()),
  },
  getEvent: {
    call: () => api.getEvent(5),
    method: 'GET',
    url: '/events/5',
    status: 200,
    answer: anEvent(),
  },
  getMyParticipation: {
    call: () => api.getMyParticipation(5),
    method: 'GET',
    url: '/events/5/my-participation',
    status: 200,
    answer: { status: 'rejected', reason: 'Stall plan full' },
  },
  participate: {
    call: () => api.participate(5),
    method: 'POST',
    url: '/events/5/participate',
    body: {},
    status: 201,
    answer: { status: 'pending', reason: null },
  },
  // community
  getComments: {
    call: () => api.getComments(7),
    method: 'GET',
    url: '/project/7/comments',
    status: 200,
    ...list(aComment()),
  },
  addComment: {
    call: () => api.addComment(7, { comment: 'Lovely soap.', rate: 5 }),
    method: 'POST',
    url: '/project/7/comment',
    body: { comment: 'Lovely soap.', rate: 5 },
    status: 201,
    answer: aComment(),
  },
  editComment: {
    call: () => api.editComment(9, { comment: 'Even better.', rate: 4 }),
    method: 'PATCH',
    url: '/project/comment/9',
    body: { comment: 'Even better.', rate: 4 },
    status: 200,
    answer: aComment({ comment: 'Even better.', rate: 4 }),
  },
  deleteComment: {
    call: () => api.deleteComment(9),
    method: 'DELETE',
    url: '/project/comment/9',
    status: 204,
    result: undefined,
  },
  requestInformation: {
    call: () => api.requestInformation({ ownerId: 3 }),
    method: 'POST',
    url: '/owner/request-information',
    body: { ownerId: 3 },
    status: 201,
    answer: { message: 'The owner will reply by e-mail.' },
  },
  getReceivedInfoRequests: {
    call: () => api.getReceivedInfoRequests(),
    method: 'GET',
    url: '/owner/information-requests',
    status: 200,
    ...list({
      id: 4,
      investor: { firstName: 'Sami', lastName: 'Nasser', email: 'sami@invest.ps' },
      createdAt: '2026-11-20T09:30:00.000Z',
    }),
  },
  // contact
  sendContactMessage: {
    call: () =>
      api.sendContactMessage({
        name: 'Amal Haddad',
        email: 'amal@example.ps',
        message: 'Hello',
        website: '',
      }),
    method: 'POST',
    url: '/contact',
    body: { name: 'Amal Haddad', email: 'amal@example.ps', message: 'Hello', website: '' },
    status: 204,
    result: undefined,
  },
  // owners
  getOwners: {
    call: () => api.getOwners(),
    method: 'GET',
    url: '/owners',
    status: 200,
    ...list(anOwnerListItem()),
  },
  getOwner: {
    call: () => api.getOwner(3),
    method: 'GET',
    url: '/owners/3',
    status: 200,
    answer: { ...anOwnerListItem(), birthDate: null, projects: [aProject()] },
  },
  // admin
  getAuditLog: {
    call: () => api.getAuditLog({ kind: 'user', adminId: 2, limit: 50 }),
    method: 'GET',
    url: '/admin/audit-log',
    query: { kind: 'user', adminId: 2, limit: 50 },
    status: 200,
    ...list({
      id: 1,
      admin: { id: 2, firstName: 'Rana', lastName: 'Odeh' },
      action: 'user.disabled',
      subjectType: 'user',
      subjectId: 7,
      subjectName: 'Sami Nasser',
      reason: 'Spam',
      details: null,
      createdAt: '2026-03-01T10:00:00.000Z',
    }),
  },
  getProjectInsights: {
    call: () => api.getProjectInsights(5, 7),
    method: 'GET',
    url: '/my-projects/5/insights',
    query: { days: 7 },
    status: 200,
    answer: insights,
  },
  getOwnerInsights: {
    call: () => api.getOwnerInsights(30),
    method: 'GET',
    url: '/my-projects/insights',
    query: { days: 30 },
    status: 200,
    // As the server writes it: each project's figures without the days and requests.
    answer: {
      ...insights,
      projects: [
        {
          id: 5,
          name: 'Blue glass',
          totals: insights.totals,
          previousTotals: insights.previousTotals,
          comments: insights.comments,
          rating: insights.rating,
        },
      ],
    },
  },
  getAdminInsights: {
    call: () => api.getAdminInsights(4),
    method: 'GET',
    url: '/admin/insights',
    query: { weeks: 4 },
    status: 200,
    answer: {
      weeks: [{ week: '2026-W48', start: '2026-11-23', ...platform }],
      totals: platform,
      previousTotals: platform,
    },
  },
  getAdminSummary: {
    call: () => api.getAdminSummary(),
    method: 'GET',
    url: '/admin/summary',
    status: 200,
    answer: { newProjects: 2, projectEdits: 1, participationRequests: 3, contactMessages: 4, failedMails: 0 },
  },
  getUsers: {
    call: () => api.getUsers({ q: 'sami', role: 'investor', state: 'active' }),
    method: 'GET',
    url: '/admin/users',
    query: { q: 'sami', role: 'investor', state: 'active' },
    status: 200,
    ...list(adminUser),
  },
  getUser: {
    call: () => api.getUser(7),
    method: 'GET',
    url: '/admin/users/7',
    status: 200,
    answer: {
      ...adminUser,
      projects: [{ id: 3, name: 'Olive soap', status: 'draft', review: 'pending' }],
      participations: [
        {
          id: 4,
          event: { id: 5, name: 'Bazaar' },
          status: 'accepted',
          createdAt: '2026-03-01T10:00:00.000Z',
        },
      ],
      activeSessions: 1,
    },
  },
  disableUser: {
    call: () => api.disableUser(7, { reason: 'Spam' }),
    method: 'POST',
    url: '/admin/users/7/disable',
    body: { reason: 'Spam' },
    status: 200,
    answer: { ...adminUser, state: 'disabled' },
  },
  enableUser: {
    call: () => api.enableUser(7),
    method: 'POST',
    url: '/admin/users/7/enable',
    status: 200,
    answer: adminUser,
  },
  signOutUser: {
    call: () => api.signOutUser(7),
    method: 'POST',
    url: '/admin/users/7/sign-out',
    status: 204,
    result: undefined,
  },
  getContactMessages: {
    call: () => api.getContactMessages({ state: 'handled' }),
    method: 'GET',
    url: '/admin/contact-messages',
    query: { state: 'handled' },
    status: 200,
    ...list({ ...contactMessage, handledAt: '2026-03-02T10:00:00.000Z' }),
  },
  markContactMessageHandled: {
    call: () => api.markContactMessageHandled(9),
    method: 'POST',
    url: '/admin/contact-messages/9/handled',
    status: 200,
    answer: { ...contactMessage, handledAt: '2026-03-02T10:00:00.000Z' },
  },
  getFailedMails: {
    call: () => api.getFailedMails({ limit: 20 }),
    method: 'GET',
    url: '/admin/mail/failed',
    query: { limit: 20 },
    status: 200,
    ...list({
      id: 3,
      to: 'amal@example.ps',
      subject: 'Your project was approved',
      attempts: 10,
      lastError: '421 Service not available',
      createdAt: '2026-03-01T10:00:00.000Z',
    }),
  },
  retryFailedMail: {
    call: () => api.retryFailedMail(3),
    method: 'POST',
    url: '/admin/mail/3/retry',
    status: 204,
    result: undefined,
  },
  getReleases: {
    call: () => api.getReleases(),
    method: 'GET',
    url: '/admin/releases',
    status: 200,
    answer: { remotes: [remoteReleases], releaseToken: true },
  },
  createRelease: {
    call: () =>
      api.createRelease({ remote: 'mfe_public', entry: release.entry, note: 'New home page', percent: 10 }),
    method: 'POST',
    url: '/admin/releases',
    body: { remote: 'mfe_public', entry: release.entry, note: 'New home page', percent: 10 },
    status: 201,
    answer: { release, remote: remoteReleases },
  },
  promoteRelease: {
    call: () => api.promoteRelease('mfe_public', { note: 'Looks good' }),
    method: 'POST',
    url: '/admin/releases/mfe_public/promote',
    body: { note: 'Looks good' },
    status: 200,
    answer: {
      ...remoteReleases,
      liveEntry: release.entry,
      live: { ...release, state: 'live', percent: null },
      canary: null,
    },
  },
  rollBackRelease: {
    call: () => api.rollBackRelease('mfe_public'),
    method: 'POST',
    url: '/admin/releases/mfe_public/rollback',
    body: {},
    status: 200,
    answer: { ...remoteReleases, canary: null, history: [{ ...release, state: 'rolled-back' }] },
  },
  createEvent: {
    call: () => api.createEvent(eventInput),
    method: 'POST',
    url: '/admin/events',
    body: eventInput,
    status: 201,
    answer: anEvent(),
  },
  updateEvent: {
    call: () => api.updateEvent(5, { capacity: 50 }),
    method: 'PATCH',
    url: '/admin/events/5',
    body: { capacity: 50 },
    status: 200,
    answer: anEvent({ capacity: 50 }),
  },
  deleteEvent: {
    call: () => api.deleteEvent(5),
    method: 'DELETE',
    url: '/admin/events/5',
    status: 204,
    result: undefined,
  },
  uploadEventImages: {
    call: () => api.uploadEventImages(5, [new Blob(['a'])]),
    method: 'POST',
    url: '/admin/events/5/images',
    status: 201,
    answer: anEvent().images,
  },
  deleteEventImages: {
    call: () => api.deleteEventImages(5, { imageIds: [11] }),
    method: 'DELETE',
    url: '/admin/events/5/images',
    body: { imageIds: [11] },
    status: 200,
    answer: anEvent({ images: [] }),
  },
  setEventCover: {
    call: () => api.setEventCover(5, { imageId: 11 }),
    method: 'POST',
    url: '/admin/events/5/images/set-cover',
    body: { imageId: 11 },
    status: 200,
    answer: anEvent(),
  },
  getEventParticipations: {
    call: () => api.getEventParticipations(5),
    method: 'GET',
    url: '/admin/events/5/participations',
    status: 200,
    ...list(anAdminParticipation()),
  },
  getParticipationQueue: {
    call: () => api.getParticipationQueue(),
    method: 'GET',
    url: '/admin/review/participations',
    status: 200,
    ...list(anAdminParticipation()),
  },
  acceptParticipation: {
    call: () => api.acceptParticipation(21, { reason: 'Welcome!' }),
    method: 'POST',
    url: '/admin/participations/21/accept',
    body: { reason: 'Welcome!' },
    status: 200,
    answer: { ...anAdminParticipation(), status: 'accepted' },
  },
  rejectParticipation: {
    call: () => api.rejectParticipation(21, { reason: 'The bazaar is full.' }),
    method: 'POST',
    url: '/admin/participations/21/reject',
    body: { reason: 'The bazaar is full.' },
    status: 200,
    answer: { ...anAdminParticipation(), status: 'rejected' },
  },
  getProjectReviewQueue: {
    call: () => api.getProjectReviewQueue(),
    method: 'GET',
    url: '/admin/review/projects',
    status: 200,
    ...list(aReviewItem()),
  },
  approveProject: {
    call: () => api.approveProject(31, { reason: null, imageIds: [] }),
    method: 'POST',
    url: '/admin/review/projects/31/approve',
    body: { reason: null, imageIds: [] },
    status: 204,
    result: undefined,
  },
  rejectProject: {
    call: () => api.rejectProject(31, { reason: 'Add a photo.' }),
    method: 'POST',
    url: '/admin/review/projects/31/reject',
    body: { reason: 'Add a photo.' },
    status: 204,
    result: undefined,
  },
};

/** A call whose result is its answer's body (a list's items, the object it returns); the export only saves it. */
const readsItsAnswer = ([name, c]: [string, CallCase]) =>
  name !== 'exportMyData' && ('result' in c ? c.result !== undefined : c.answer !== undefined);

let server: FakeApi;
beforeEach(async () => {
  server = await installFakeApi();
});
afterEach(() => server.restore());

describe('the typed calls', () => {
  it('cover every call the API index exports', () => {
    const calls = Object.entries(api)
      .filter(
        ([name, value]) =>
          typeof value === 'function' && !['getPage', 'nextCursorOf', 'eventCalendarUrl'].includes(name),
      )
      .map(([name]) => name);
    expect(Object.keys(CASES).sort()).toEqual(calls.sort());
  });

  it.each(Object.entries(CASES))(
    '%s sends its method, URL and body, and reads the answer',
    async (_name, c) => {
      server.on(c.method, c.url, {
        status: c.status,
        body: c.answer,
        headers: Array.isArray(c.answer) ? { 'X-Total-Count': '1' } : {},
      });
      const result = await c.call();
      expect(server.requests).toHaveLength(1);
      const [request] = server.requests;
      expect(request?.method).toBe(c.method);
      expect(request?.url).toBe(c.url);
      if (c.body !== undefined) expect(request?.body).toEqual(c.body);
      if (c.query !== undefined) expect(request?.query).toEqual(c.query);
      expect(result).toEqual('result' in c ? c.result : c.answer);
    },
  );

  // Answers are read as the server wrote them, unparsed (the API's answer-contract suite parses the
  // real ones with the shared schemas): a body that is no JSON object or array, such as a proxy's
  // page of HTML, is refused instead of being handed on as data.
  it.each(Object.entries(CASES).filter(readsItsAnswer))(
    '%s refuses an answer that is no JSON object or array',
    async (_name, c) => {
      server.on(c.method, c.url, { status: c.status, body: '<!doctype html><title>Rowad</title>' });
      const failure = await c.call().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiFailure);
      expect(failure).toMatchObject({ kind: 'malformed-answer', status: c.status, code: undefined });
    },
  );

  it('hands an answer on as the server wrote it, its shape unchecked', async () => {
    server.on('GET', '/projects/5', { status: 200, body: { id: 5, name: 7 } });
    await expect(api.getProject(5)).resolves.toEqual({ id: 5, name: 7 });
  });

  it('sends uploads as multipart form data, one part per file under the field the API names', async () => {
    server.on('POST', '/my-projects/7/images', { status: 201, body: [] });
    await api.uploadProjectImages(7, [new Blob(['a']), new Blob(['b'])]);
    const body = server.requests[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).getAll('images')).toHaveLength(2);

    server.on('POST', '/owner/owner-photo', { status: 200, body: { photo: '/p.webp' } });
    await api.uploadOwnerPhoto(new Blob(['a']));
    expect((server.requests[1]?.body as FormData).getAll('ownerImage')).toHaveLength(1);
  });

  it("builds an event's calendar address for a link, calling nothing", () => {
    expect(api.eventCalendarUrl(12)).toBe('/api/events/12/calendar.ics');
    expect(api.eventCalendarUrl('3/../../admin' as never)).toBe(
      '/api/events/3%2F..%2F..%2Fadmin/calendar.ics',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('encodes ids into the path, so a value cannot reach another route', async () => {
    await api.getProfileSummary('owner/../admin' as never).catch(() => undefined);
    expect(server.requests[0]?.url).toBe('/app/owner%2F..%2Fadmin/me');
  });
});

describe('a failed call', () => {
  it('carries the status, the API code, its message and the field errors', async () => {
    server.on('POST', '/auth/register', {
      status: 409,
      body: {
        code: 'EMAIL_TAKEN',
        message: 'An account with this email already exists.',
        errors: { email: 'Taken' },
      },
    });
    const failure = await api.forgotPassword({ email: 'x@example.ps' }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'answered', status: 404, code: 'NOT_FOUND' });

    const taken = await api
      .register({
        firstName: 'A',
        lastName: 'B',
        bio: 'C',
        email: 'a@example.ps',
        password: 'olive-tree-42',
        passwordVerify: 'olive-tree-42',
        role: 'user',
        birthDate: '1990-01-01',
        address: 'Gaza',
      })
      .catch((e: unknown) => e);
    expect(taken).toBeInstanceOf(ApiFailure);
    expect(taken).toMatchObject({
      kind: 'answered',
      status: 409,
      code: 'EMAIL_TAKEN',
      serverMessage: 'An account with this email already exists.',
      fieldErrors: { email: 'Taken' },
    });
  });

  it('leaves the code out when the API sent none or one it does not publish', async () => {
    server.on('GET', '/events/5', { status: 503, body: { code: 'SOMETHING_NEW', message: '' } });
    const failure = await api.getEvent(5).catch((e: unknown) => e);
    expect(failure).toMatchObject({
      kind: 'answered',
      status: 503,
      code: undefined,
      serverMessage: undefined,
    });
  });

  it('says when no answer came at all', async () => {
    server.on('GET', '/events/5', 'network');
    const failure = await api.getEvent(5).catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'network', status: undefined, code: undefined });
  });
});
