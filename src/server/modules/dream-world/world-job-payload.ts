import { z } from 'zod';
import { worldLevels } from '#shared/worldSpec';

/** The job queue and payload of world generation, apart from the handler so that the repository
 * (which enqueues) and the handler (which reads the repository) do not import each other. */
export const dreamWorldQueue = 'dream-world';

/** What a generation job carries: the answers as they were when the user asked. */
export const worldJobPayloadSchema = z.object({
  worldId: z.uuid(),
  /** Lets account deletion find the user's jobs (their payload holds personal answers). */
  userId: z.uuid(),
  level: z.enum(worldLevels),
  answers: z.record(z.string(), z.string()),
});
export type WorldJobPayload = z.infer<typeof worldJobPayloadSchema>;
