import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { REQUEST_TIMEOUT_MS } from '@yc/contracts';
import { apiBaseFor } from '../../config/api-hosts';
import { ApiError } from './api-error';
import { announce } from './announce';
import { encodeFormBody, toQueryString } from './form-body';
import { trackInFlight, untrackInFlight } from './in-flight';
import { classify } from './outcome';
import { withLeadingSlash } from './request-url';
import { learnFromResponse } from '../server-clock';
import './policy';

/** The one HTTP client of the site: every rule of spec sections 7 and 8 lives behind it. */
export const http = axios.create({
  baseURL: apiBaseFor(window.location.host),
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  // Timeouts come out as ETIMEDOUT, so an aborted page load is never mistaken for one.
  transitional: { clarifyTimeoutError: true },
  // Every HTTP status reaches the envelope mapping below, which owns the 401/422/5xx rules.
  validateStatus: () => true,
  paramsSerializer: { serialize: toQueryString },
});

function prepare(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (config.url !== undefined) config.url = withLeadingSlash(config.url);
  encodeFormBody(config);
  trackInFlight(config);
  return config;
}

function settle(response: AxiosResponse): AxiosResponse {
  untrackInFlight(response.config);
  const outcome = classify(response.status, response.data);
  if (outcome.kind === 'success') {
    learnFromResponse(outcome.data);
    return { ...response, data: outcome.data };
  }
  const error = new ApiError(outcome.kind, outcome.code, outcome.msg, response.status, outcome.errors, outcome.data);
  announce(error, response.config.policy);
  throw error;
}

function fail(error: unknown): never {
  const config = axios.isAxiosError(error) ? error.config : undefined;
  untrackInFlight(config);
  const apiError = axios.isCancel(error)
    ? new ApiError('canceled', 0, '')
    : axios.isAxiosError(error) && error.code === 'ETIMEDOUT'
      ? new ApiError('timeout', 0, '')
      : new ApiError('network', 0, '');
  announce(apiError, config?.policy);
  throw apiError;
}

http.interceptors.request.use(prepare);
http.interceptors.response.use(settle, fail);
