import type { OwnAffirmationRow } from '#server/db/schema';
import { conflict, forbidden, HttpError, notFound } from '#server/http-errors';
import type { Entitlements } from '#server/modules/payments';
import { errorCodes } from '#shared/api';
import {
  type OwnAffirmation,
  type OwnAffirmationCreate,
  type OwnAffirmationList,
  type OwnAffirmationPatch,
  ownAffirmationCreateSchema,
  ownAffirmationLimits,
} from '#shared/ownAffirmations';
import { cheapestPlanWith } from '#shared/plans';
import { storageLimitMessage } from '#shared/storage-limits';
import { type DayLine, dailyLines, favouriteOfTheDay } from './daily-lines';
import type { LineChanges, OwnAffirmationsRepository } from './repository';

/** The entitlement whose plans keep `paidLines` lines instead of `explorerLines` (decision 0118). */
const moreLinesEntitlement = 'personalisedAffirmations';

const toLine = (row: OwnAffirmationRow): OwnAffirmation => ({
  id: row.id,
  text: row.text,
  origin: row.origin,
  favourite: row.favourite,
  hidden: row.hidden,
  position: row.position,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A favourite is shown and a hidden line is not: marking one clears the other. */
function marks(favourite: boolean | undefined, hidden: boolean | undefined): LineChanges {
  if (favourite) return { favourite: true, hidden: false };
  if (hidden) return { hidden: true, favourite: false };
  return {
    ...(favourite === undefined ? {} : { favourite }),
    ...(hidden === undefined ? {} : { hidden }),
  };
}

const invalidIds = (message: string) =>
  new HttpError(400, errorCodes.validation, `ids: ${message}`, [{ field: 'ids', message }]);

export interface OwnAffirmationsServiceOptions {
  repository: OwnAffirmationsRepository;
  entitlements: Entitlements;
}

/** The person's own affirmations (decision 0118): the list, its plan limit, and the day's lines. */
export function createOwnAffirmationsService({ repository, entitlements }: OwnAffirmationsServiceOptions) {
  const limitOf = async (userId: string) =>
    (await entitlements.has(userId, moreLinesEntitlement))
      ? ownAffirmationLimits.paidLines
      : ownAffirmationLimits.explorerLines;

  return {
    async list(userId: string): Promise<OwnAffirmationList> {
      const [rows, limit] = await Promise.all([repository.list(userId), limitOf(userId)]);
      return { lines: rows.map(toLine), limit };
    },

    /** 403 PLAN_REQUIRED when an Explorer's list is full, 409 when a paid plan's is. */
    async add(userId: string, input: OwnAffirmationCreate): Promise<OwnAffirmation> {
      const line = ownAffirmationCreateSchema.parse(input);
      const limit = await limitOf(userId);
      const row = await repository.add(
        userId,
        {
          text: line.text,
          origin: line.origin,
          favourite: false,
          hidden: false,
          ...marks(line.favourite, line.hidden),
        },
        (existing) => existing < limit,
      );
      if (row) return toLine(row);
      if (limit === ownAffirmationLimits.explorerLines) {
        throw forbidden(
          `Explorer keeps ${limit} lines of your own. The ${cheapestPlanWith(moreLinesEntitlement).name} plan keeps ${ownAffirmationLimits.paidLines}.`,
          errorCodes.planRequired,
        );
      }
      throw conflict(storageLimitMessage('affirmations', limit));
    },

    async update(userId: string, id: string, patch: OwnAffirmationPatch): Promise<OwnAffirmation> {
      const row = await repository.update(userId, id, {
        ...(patch.text === undefined ? {} : { text: patch.text }),
        ...marks(patch.favourite, patch.hidden),
      });
      if (!row) throw notFound('No affirmation of yours has this id.');
      return toLine(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.remove(userId, id))) throw notFound('No affirmation of yours has this id.');
    },

    /** `ids` must be every one of the person's lines (another's id is a 404, a missing one a 400). */
    async reorder(userId: string, ids: readonly string[]): Promise<OwnAffirmation[]> {
      const rows = await repository.reorder(userId, ids, (current) => {
        const mine = new Set(current);
        if (ids.some((id) => !mine.has(id))) throw notFound('No affirmation of yours has one of these ids.');
        if (ids.length !== current.length) throw invalidIds('must list every one of your lines');
      });
      return rows.map(toLine);
    },

    /** The day's lines: favourites first, hidden ones left out (see `dailyLines`). */
    async linesForDay(userId: string, generated: readonly string[], dayNumber: number): Promise<DayLine[]> {
      return dailyLines(generated, await repository.list(userId), dayNumber);
    },

    /** The favourite a reminder carries today, or null. */
    async favouriteForDay(userId: string, dayNumber: number): Promise<string | null> {
      return favouriteOfTheDay(await repository.list(userId), dayNumber);
    },
  };
}

export type OwnAffirmationsService = ReturnType<typeof createOwnAffirmationsService>;
