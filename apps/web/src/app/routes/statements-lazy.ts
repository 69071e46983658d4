import type { LoadPage } from './route-helpers';

// The 对账单 and the ERP keys are each a chunk of their own, loaded on first visit.
export const statements: LoadPage = async () => (await import('../../features/statements/pages/statement-page')).StatementPage;
export const apiKeys: LoadPage = async () => (await import('../../features/api-keys/pages/api-keys-page')).ApiKeysPage;
