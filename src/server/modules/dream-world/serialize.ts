import type { DreamWorldRow } from '#server/db/schema';
import type { DreamWorld, DreamWorldSummary } from '#shared/dreamWorld';
import { upgradeStoredSpec, type WorldSpec } from '#shared/worldSpec';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A world as the API returns it (docs/product.md §3 "Dream world response"). */
export function toDreamWorld(row: DreamWorldRow): DreamWorld {
  // A spec stored before settings, seasons and prop sites gets the values it was drawn with.
  const spec = row.spec ? (upgradeStoredSpec(row.spec) as WorldSpec) : null;
  return { ...toDreamWorldSummary(row), spec };
}

export function toDreamWorldSummary(row: Omit<DreamWorldRow, 'spec'>): DreamWorldSummary {
  return {
    _id: row.id,
    version: row.version,
    generationStatus: row.status,
    questionnaireId: row.questionnaireId,
    level: row.level,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: iso(row.completedAt),
  };
}
