import type { JobHandler } from '#server/jobs/job-worker';
import { dreamWorldMessages } from '#shared/dreamWorld';
import type { Answers } from '#shared/questionnaire';
import { type WorldLevel, type WorldSpec, worldSpecSchema } from '#shared/worldSpec';
import type { WorldHints } from './build-world';
import type { DreamWorldRepository } from './repository';
import { worldJobPayloadSchema } from './world-job-payload';

/** The generator's entry point; tests pass their own (e.g. one that never finishes). */
export type WorldBuilder = (input: {
  answers: Answers;
  level: WorldLevel;
  worldHints: WorldHints | undefined;
  signal: AbortSignal;
}) => Promise<WorldSpec>;

/**
 * One generation: the world goes generating, the builder makes its spec, the spec is validated
 * against the shared schema (a generator bug must not store a world the web cannot draw), and the
 * spec and `completed` are committed with the job. A failure is retried by the worker; after the
 * last attempt the world shows the short message of dreamWorldMessages.failed.
 */
export function createWorldJobHandler({
  repository,
  buildWorld,
  worldHints,
  aiTimeoutMs,
}: {
  repository: DreamWorldRepository;
  buildWorld: WorldBuilder;
  /** The AI service's world hints, or undefined when the configured provider writes none. */
  worldHints: WorldHints | undefined;
  /** AI_TIMEOUT_MS: the generator falls back to the lexicon world when the AI takes longer. */
  aiTimeoutMs: number;
}): JobHandler {
  return {
    async perform(rawPayload, { signal }) {
      const payload = worldJobPayloadSchema.parse(rawPayload);
      // Gone (the account was deleted) or already finished by an earlier attempt: nothing to do.
      if (!(await repository.markGenerating(payload.worldId))) return undefined;
      // The AI gets AI_TIMEOUT_MS like every other AI call, not the job's whole timeout: a slow
      // provider then costs the user seconds (and the lexicon world), not minutes. A plain
      // controller and timer: AbortSignal.any([signal, AbortSignal.timeout()]) never fired in the
      // test suite (Node holds those signals weakly and may collect them before they fire).
      const generation = new AbortController();
      const forwardAbort = () => generation.abort(signal.reason);
      signal.addEventListener('abort', forwardAbort, { once: true });
      const aiDeadline = setTimeout(
        () => generation.abort(new Error(`the AI took longer than ${aiTimeoutMs} ms`)),
        aiTimeoutMs,
      );
      let built: WorldSpec;
      try {
        built = await buildWorld({
          answers: payload.answers,
          level: payload.level,
          worldHints,
          signal: generation.signal,
        });
      } finally {
        clearTimeout(aiDeadline);
        signal.removeEventListener('abort', forwardAbort);
      }
      const spec = worldSpecSchema.parse(built);
      return repository.completion(payload.worldId, spec);
    },

    // The ids let support find the world and the account; the answers (personal) are dropped.
    keptAfterFailure(rawPayload) {
      const { worldId, userId } = rawPayload as { worldId?: unknown; userId?: unknown };
      return { worldId, userId };
    },

    failedForGood(rawPayload) {
      const worldId = worldJobPayloadSchema.shape.worldId.safeParse(
        (rawPayload as { worldId?: unknown }).worldId,
      );
      return worldId.success ? repository.failure(worldId.data, dreamWorldMessages.failed) : async () => {};
    },
  };
}
