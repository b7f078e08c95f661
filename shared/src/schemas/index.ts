// Every payload of docs/product.md §7 has one schema here: the forms and the API validate with it.
// Every limit, enum and role list is declared once, in rules.ts.
export * from './rules';
export { API_ERROR_CODES, isApiErrorCode } from './api-error-codes';
export type { ApiErrorCode } from './api-error-codes';
export { REPORT_ERROR_MESSAGES, refusalText } from './messages-refusals';
export type { ReportErrorCode } from './messages-refusals';
export { ApiErrorBodySchema, ApiErrorCodeSchema } from './api-error';
export type { ApiErrorBody } from './api-error';
export { CloseAccountSchema } from './account';
export type { CloseAccount } from './account';
export { ChangePasswordRequestSchema, ChangePasswordSchema } from './change-password';
export type { ChangePassword, ChangePasswordRequest } from './change-password';
export { isBirthDate, isCalendarDate } from './fields';
// For the places that show one line of text stored before the schemas refused the controls.
export { withoutBidiControls } from '../format/bidi';
export { LoginResponseSchema, LoginSchema } from './login';
export { englishOf, isSchemaMessageCode, SCHEMA_MESSAGES, schemaMessageText, textOf } from './messages';
export type { SchemaMessageCode } from './messages';
export type { Login, LoginResponse } from './login';
export { MessageResponseSchema } from './message';
export type { MessageResponse } from './message';
export { ForgotPasswordSchema, ResetPasswordSchema, VerifyCodeSchema } from './password-reset';
export type { ForgotPassword, ResetPassword, VerifyCode } from './password-reset';
export {
  InvestorProfileUpdateSchema,
  InvestorSchema,
  MyDataSchema,
  OwnerProfileUpdateSchema,
  OwnerSchema,
  PendingEmailSchema,
  ProfileSummarySchema,
  ProfileUserSchema,
} from './profile';
export type {
  Investor,
  InvestorProfileUpdate,
  MyData,
  Owner,
  OwnerProfileUpdate,
  PendingEmail,
  ProfileSummary,
  ProfileUser,
} from './profile';
export { RegisterSchema, RegistrationRoleSchema, RoleSchema } from './register';
export type { Register } from './register';
export { CategoryFilterSchema, ListQuerySchema, ProjectListQuerySchema } from './list-query';
export type { CategoryFilter, ListQuery, ProjectListQuery } from './list-query';
export {
  AdminParticipationSchema,
  DecisionSchema,
  EVENT_MESSAGES,
  EVENT_TIME_ZONE,
  EventCoverSchema,
  EventFieldsSchema,
  EventImageIdsSchema,
  EventImageSchema,
  EventInputSchema,
  EventListFilterSchema,
  EventPatchSchema,
  EventSchema,
  EventStatusSchema,
  eventStatus,
  hebronToday,
  ParticipateSchema,
  ParticipationSchema,
  ParticipationStatusSchema,
  RejectionSchema,
} from './event';
export type {
  AdminParticipation,
  Decision,
  Event,
  EventCover,
  EventImage,
  EventImageIds,
  EventInput,
  EventInputDraft,
  EventPatch,
  EventStatus,
  Participate,
  Participation,
  ParticipationStatus,
  Rejection,
} from './event';
export {
  CreatedProjectSchema,
  DeleteImagesSchema,
  OwnerListItemSchema,
  OwnerProjectImageSchema,
  OwnerProjectSchema,
  PageTypeSchema,
  PROJECT_IMAGES_PER_UPLOAD,
  PROJECT_MESSAGES,
  ProjectContactInputSchema,
  ProjectContactSchema,
  ProjectImageSchema,
  ProjectInputSchema,
  ProjectPageSchema,
  ProjectRatingSchema,
  StarCountsSchema,
  ProjectReviewItemSchema,
  ProjectSchema,
  ProjectStatusSchema,
  PublicOwnerSchema,
  RejectDecisionSchema,
  ProjectApprovalSchema,
  ReviewDecisionSchema,
  ReviewStateSchema,
  SetCoverSchema,
} from './project';
export type {
  DeleteImages,
  OwnerListItem,
  OwnerProject,
  OwnerProjectImage,
  PageType,
  Project,
  ProjectContact,
  ProjectImage,
  ProjectInput,
  ProjectPage,
  ProjectRating,
  ProjectReviewItem,
  ProjectStatus,
  PublicOwner,
  RejectDecision,
  ProjectApproval,
  ReviewDecision,
  ReviewState,
  SetCover,
  StarCounts,
} from './project';
export {
  COMMENT_MESSAGES,
  CommentInputSchema,
  CommentListQuerySchema,
  CommentSchema,
  RateSchema,
} from './comment';
export type { Comment, CommentInput, CommentInputDraft, CommentListQuery } from './comment';
export {
  ReceivedInfoRequestSchema,
  ReceivedInfoRequestsQuerySchema,
  REQUEST_INFO_MESSAGES,
  RequestInfoSchema,
} from './request-info';
export type { InfoRequest, ReceivedInfoRequest, ReceivedInfoRequestsQuery } from './request-info';
export { ContactMessageSchema } from './contact';
export type { ContactMessage, ContactMessageInput } from './contact';
export {
  AccountStateSchema,
  AdminSummarySchema,
  AdminUserDetailSchema,
  AdminUserListQuerySchema,
  AdminUserSchema,
  AuditEntrySchema,
  AuditLogQuerySchema,
  AuditSubjectSchema,
  ContactMessageListQuerySchema,
  DisableUserSchema,
  FailedMailListQuerySchema,
  FailedMailSchema,
  StoredContactMessageSchema,
} from './admin';
export type {
  AccountState,
  AdminSummary,
  AdminUser,
  AdminUserDetail,
  AdminUserListQuery,
  AuditEntry,
  AuditLogQuery,
  AuditSubject,
  ContactMessageListQuery,
  DisableUser,
  FailedMail,
  FailedMailListQuery,
  StoredContactMessage,
} from './admin';
export {
  EnrolmentAnswerSchema,
  LoginAnswerSchema,
  MfaTokenSchema,
  RecoveryCodesSchema,
  SECOND_FACTOR_CODE_MAX,
  SecondFactorConfirmSchema,
  SecondFactorDisableSchema,
  SecondFactorLoginSchema,
  SecondFactorSetupSchema,
  SecondFactorStatusSchema,
} from './second-factor';
export type {
  EnrolmentAnswer,
  LoginAnswer,
  MfaToken,
  RecoveryCodes,
  SecondFactorConfirm,
  SecondFactorDisable,
  SecondFactorLogin,
  SecondFactorSetup,
  SecondFactorStatus,
} from './second-factor';
export {
  RELEASE_STATES,
  ReleaseAnswerSchema,
  ReleaseCheckSchema,
  ReleaseDecisionSchema,
  ReleaseRemoteParamsSchema,
  ReleaseRequestSchema,
  ReleaseSchema,
  ReleasesOverviewSchema,
  RemoteReleasesSchema,
} from './release';
export type {
  Release,
  ReleaseAnswer,
  ReleaseCheck,
  ReleaseDecision,
  ReleaseRemote,
  ReleaseRequest,
  ReleaseState,
  ReleasesOverview,
  RemoteReleases,
} from './release';
export {
  AdminInsightsQuerySchema,
  AdminInsightsSchema,
  InsightsCountSchema,
  InsightsDaySchema,
  InsightsProjectTotalsSchema,
  InsightsQuerySchema,
  InsightsRatingSchema,
  InsightsTapSchema,
  InsightsTapsSchema,
  InsightsTotalsSchema,
  OwnerInsightsSchema,
  PlatformCountsSchema,
  PlatformWeekSchema,
  ProjectInsightsSchema,
  SignUpsSchema,
} from './insights';
export type {
  AdminInsights,
  AdminInsightsQuery,
  InsightsBeaconChannel,
  InsightsContactChannel,
  InsightsCount,
  InsightsDay,
  InsightsDays,
  InsightsItemKind,
  InsightsProjectTotals,
  InsightsQuery,
  InsightsRating,
  InsightsTap,
  InsightsTapChannel,
  InsightsTaps,
  InsightsTotals,
  InsightsWeeks,
  OwnerInsights,
  PlatformCounts,
  PlatformWeek,
  ProjectInsights,
  SignUps,
} from './insights';
export {
  HiddenMarkShape,
  ItemReportSchema,
  ReportDecisionAnswerSchema,
  ReportDecisionKindSchema,
  ReportDecisionSchema,
  ReportedItemSchema,
  ReportedItemStateSchema,
  ReportKindSchema,
  ReportQueueQuerySchema,
  ReportQueueSchema,
  ReportReasonSchema,
  ReportReceiptSchema,
  ReportRequestSchema,
  ReportTargetParamsSchema,
} from './report';
export type {
  ItemReport,
  ReportDecision,
  ReportDecisionAnswer,
  ReportDecisionDraft,
  ReportedItem,
  ReportedItemState,
  ReportQueue,
  ReportQueueQuery,
  ReportReceipt,
  ReportRequest,
  ReportRequestDraft,
  ReportTargetParams,
} from './report';
