const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` can be compared with a uuid column. Postgres answers a malformed uuid literal
 * with an error (a 500), so ids from paths and cursors are checked before they reach a query.
 */
export const isUuid = (value: string) => uuidPattern.test(value);
