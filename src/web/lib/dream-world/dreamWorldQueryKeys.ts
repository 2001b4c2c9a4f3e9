/**
 * Query keys of the dream world, shared by /results (which generates and polls) and
 * /vision-realized (which shows the latest). They sit under ['auth'] so signing in or out, which
 * invalidates ['auth'], never leaves another account's world on screen.
 */
export const dreamWorldQueryKeys = {
  all: ['auth', 'dream-world'] as const,
  latest: ['auth', 'dream-world', 'latest'] as const,
  byId: (id: string) => ['auth', 'dream-world', 'by-id', id] as const,
};
