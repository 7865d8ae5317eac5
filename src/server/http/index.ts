/** Request helpers shared by the API route handlers. */
export { clientIdentity, clientIp, UNKNOWN_CLIENT } from './client-ip';
export {
  
  parseBody,
  parseContentType,
  validate,
  
  
  
  
} from './parse-request';
export {
  createPerMinuteRateLimiter,
  createTokenBucketRateLimiter,
  
  
  
  
  
  
} from './rate-limit';
export { decodeUtf8, readBodyBytes } from './read-body';
export { errorResponse, jsonResponse } from './responses';
