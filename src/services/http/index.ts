/** Request helpers shared by the API route handlers. */
export { clientIdentity, clientIp, UNKNOWN_CLIENT } from './client-ip';
export {
  describeIssue,
  parseBody,
  parseContentType,
  validate,
  type BodyEncoding,
  type BodyOptions,
  type ParsedRequest,
  type ValidateOptions,
} from './parse-request';
export {
  createPerMinuteRateLimiter,
  createTokenBucketRateLimiter,
  retryAfterHeaders,
  type TokenBucketLimiter,
  type TokenBucketOptions,
  type PerMinuteOptions,
  type RateLimiter,
  type RateLimitVerdict,
} from './rate-limit';
export { decodeUtf8, readBodyBytes, type BodyReadResult } from './read-body';
export { errorResponse, INTERNAL_ERROR_MESSAGE, jsonResponse, withErrorBoundary } from './responses';
