import type { LoadPage } from './route-helpers';

// The company pages are a chunk of their own; the head-office view another, since its charts come after it.
const screens = () => import('./company-screens');

export const members: LoadPage = async () => (await screens()).MembersPage;
export const approvalSettings: LoadPage = async () => (await screens()).ApprovalSettingsPage;
export const approvals: LoadPage = async () => (await screens()).ApprovalsPage;
export const companyLog: LoadPage = async () => (await screens()).CompanyLogPage;
export const inviteAccept: LoadPage = async () => (await screens()).InviteAcceptPage;
export const overview: LoadPage = async () => (await import('../../features/company/pages/overview-page')).OverviewPage;
