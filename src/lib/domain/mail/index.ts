/**
 * Every e-mail the platform sends, in one place (docs/DECISIONS.md): pure functions returning
 * the subject and body, bundled for the hooks through ../hooks-entry.ts. One file per family.
 */
export { authMailTemplates, RESET_TOKEN_SECONDS, EMAIL_CHANGE_TOKEN_SECONDS } from './auth-mail';
export type { AuthMailTemplate, AuthMailTemplates } from './auth-mail';
export { signUpNoticeMail, emailChangedMail } from './credentials-mail';
export type { AccountMail } from './credentials-mail';
export { replyMail } from './reply-mail';
export type { ReplyMailInput } from './reply-mail';
export { moderationMail } from './moderation-mail';
export type { ModerationMailInput } from './moderation-mail';
export { verificationMail } from './verification-mail';
export type { VerificationMailInput } from './verification-mail';
export { approvalMail } from './approval-mail';
export { ownerlessProvidersMail } from './account-mail';
export { contactMail } from './contact-mail';
export { invitationMail } from './invitation';
export type { InvitationMailInput } from './invitation';
export { claimVerifyMail, claimDecisionMail, leadMail } from './provider-owner-mail';
export { providerWarningMail } from './provider-warning-mail';
export type { ProviderWarningMailInput } from './provider-warning-mail';
