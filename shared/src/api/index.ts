// One typed function per call of docs/product.md §7 and of the admin API; each answer is typed by
// its shared schema's output (read unparsed, see `bodyOf` in ./request), each failure is an
// ApiFailure (`@rowad/shared/api-client`).
export { getPage, nextCursorOf } from './get-page';
export type { Page } from './get-page';
export type {
  CommentListParams,
  EventListParams,
  ListParams,
  PageParams,
  ProjectListParams,
} from './list-query';

export { changePassword } from './auth/change-password';
export { forgotPassword } from './auth/forgot-password';
export { login } from './auth/login';
export { logout } from './auth/logout';
export { register } from './auth/register';
export { resetPassword } from './auth/reset-password';
export {
  completeLoginStep,
  confirmEnrolment,
  confirmSecondFactor,
  disableSecondFactor,
  getSecondFactor,
  setupSecondFactor,
  startEnrolment,
} from './auth/second-factor';
export { verifyResetCode } from './auth/verify-reset-code';

export { closeAccount } from './profiles/close-account';
export { exportMyData } from './profiles/export-my-data';
export type { MyDataFile } from './profiles/export-my-data';
export { getMyData } from './profiles/get-my-data';
export { getMyInvestorProfile } from './profiles/get-my-investor-profile';
export { getMyOwnerProfile } from './profiles/get-my-owner-profile';
export { getProfileSummary } from './profiles/get-profile-summary';
export { updateInvestorProfile } from './profiles/update-investor-profile';
export { updateOwnerProfile } from './profiles/update-owner-profile';
export { uploadOwnerPhoto } from './profiles/upload-owner-photo';

export { createProject } from './projects/create-project';
export { deleteProject } from './projects/delete-project';
export { deleteProjectImages } from './projects/delete-project-images';
export { getHomeProjects } from './projects/get-home-projects';
export { getMyProject } from './projects/get-my-project';
export { getOwnerInsights, getProjectInsights } from './projects/insights';
export { getProject } from './projects/get-project';
export { getProjects } from './projects/get-projects';
export { setProjectCover } from './projects/set-project-cover';
export { updateProject } from './projects/update-project';
export { uploadProjectImages } from './projects/upload-project-images';

export { eventCalendarUrl } from './events/event-calendar-url';
export { getEvent } from './events/get-event';
export { getEvents } from './events/get-events';
export { getHomeEvents } from './events/get-home-events';
export { getMyParticipation } from './events/get-my-participation';
export { participate } from './events/participate';

export { addComment } from './community/add-comment';
export { deleteComment } from './community/delete-comment';
export { editComment } from './community/edit-comment';
export { getComments } from './community/get-comments';
export { requestInformation } from './community/request-information';
export { getReceivedInfoRequests } from './community/get-received-info-requests';

export { reportItem } from './reports/report-item';

export { sendContactMessage } from './contact/send-contact-message';

export { getOwner } from './owners/get-owner';
export { getOwners } from './owners/get-owners';

export { acceptParticipation } from './admin/accept-participation';
export { approveProject } from './admin/approve-project';
export { createEvent } from './admin/create-event';
export { deleteEvent } from './admin/delete-event';
export { deleteEventImages } from './admin/delete-event-images';
export { getAuditLog } from './admin/get-audit-log';
export type { AuditLogParams } from './admin/get-audit-log';
export { getAdminSummary } from './admin/get-admin-summary';
export { getAdminInsights } from './admin/get-admin-insights';
export { getContactMessages, markContactMessageHandled } from './admin/contact-messages';
export { getFailedMails, retryFailedMail } from './admin/get-failed-mails';
export type { FailedMailParams } from './admin/get-failed-mails';
export { createRelease, getReleases, promoteRelease, rollBackRelease } from './admin/releases';
export type { ContactMessageParams } from './admin/contact-messages';
export { decideReports, getReportQueue } from './admin/reports';
export type { ReportQueueParams } from './admin/reports';
export { getUser } from './admin/get-user';
export { getUsers } from './admin/get-users';
export type { AdminUserParams } from './admin/get-users';
export { disableUser, enableUser, signOutUser } from './admin/set-user-state';
export { getEventParticipations } from './admin/get-event-participations';
export { getParticipationQueue } from './admin/get-participation-queue';
export { getProjectReviewQueue } from './admin/get-project-review-queue';
export { rejectParticipation } from './admin/reject-participation';
export { rejectProject } from './admin/reject-project';
export { setEventCover } from './admin/set-event-cover';
export { updateEvent } from './admin/update-event';
export { uploadEventImages } from './admin/upload-event-images';
