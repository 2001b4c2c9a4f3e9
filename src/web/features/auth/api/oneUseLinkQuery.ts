/**
 * Query settings for opening a one-use mailed link (verify email, finish a sign-up): never again,
 * however the page re-renders, remounts or regains focus, since a second request would turn a
 * success into "invalid token".
 */
export const oneUseLinkQuery = {
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;
