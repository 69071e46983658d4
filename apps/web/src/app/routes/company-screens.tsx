/** The company pages of the account centre and the invitee's 加入企业, one chunk loaded on first visit. */
export { ApprovalSettingsPage } from '../../features/company/pages/approval-settings-page';
export { ApprovalsPage } from '../../features/company/pages/approvals-page';
export { CompanyLogPage } from '../../features/company/pages/company-log-page';
export { InviteAcceptPage } from '../../features/company/pages/invite-accept-page';
export { MembersPage } from '../../features/company/pages/members-page';
