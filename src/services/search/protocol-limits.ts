/** Zod-free: read by the browser's /search URL parser as well as by the protocol schemas (protocol.ts). */

/** Algolia's own limits on these parameters (query 512 bytes; hitsPerPage and page 1,000). */
export const PROTOCOL_LIMITS = {
  queryLength: 512,
  hitsPerPage: 1000,
  page: 1000,
  requests: 20,
  attributes: 50,
  indexNameLength: 256,
  paramsStringLength: 16_384,
} as const;
