export { http } from './client';
export { getData, postForm, deleteData, type Parser } from './api';
export { ApiError, isApiError, type ApiErrorKind } from './api-error';
export { setFeedback, type FeedbackApi } from './feedback';
export { setNavigator, type AppNavigator } from './navigator';
export type { RequestPolicy } from './policy';
