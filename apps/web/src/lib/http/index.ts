export { request, setTransport, type HttpRequest, type Transport } from './client';
export { getData, postForm, postJson, deleteData, type Parser } from './api';
export { ApiError, isApiError } from './api-error';
export { message, modal } from './feedback';
export { setNavigator } from './navigator';
export type { RequestPolicy } from './policy';
