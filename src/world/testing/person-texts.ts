import type { Answers } from '#shared/questionnaire';
import { worldCategories } from '#shared/worldSpec';
import { generateWorldSpec } from '../generate-world';
import { gentlerAffirmation, offlineAffirmations } from '../texts/affirmations';
import { offlineManifesto } from '../texts/manifesto';
import { offlineWoopDraft } from '../texts/woop';

/** One text the app shows a person, with where it is shown. */
export interface ShownText {
  where: string;
  text: string;
}

/**
 * Every text the offline writer shows one person: the affirmations and their gentler lines, the
 * manifesto, a WOOP draft per world category, and the world's title, description, arrival caption
 * and category titles and descriptions.
 */
export function personTexts(answers: Answers): ShownText[] {
  const affirmations = offlineAffirmations(answers);
  const spec = generateWorldSpec(answers, { level: 'full' });
  return [
    ...affirmations.map((text, index) => ({ where: `affirmation ${index + 1}`, text })),
    ...affirmations.map((text, index) => ({ where: `gentler ${index + 1}`, text: gentlerAffirmation(text) })),
    { where: 'manifesto', text: offlineManifesto(answers) },
    ...worldCategories.flatMap((category) => {
      const woop = offlineWoopDraft(answers, category);
      return [
        { where: `woop ${category} wish`, text: woop.wish },
        { where: `woop ${category} outcome`, text: woop.outcome },
        { where: `woop ${category} obstacle`, text: woop.obstacle },
        { where: `woop ${category} plan`, text: `If ${woop.planIf}, then ${woop.planThen}.` },
      ];
    }),
    { where: 'world title', text: spec.title },
    { where: 'world description', text: spec.description },
    { where: 'arrival caption', text: spec.arrival.caption },
    ...spec.categories.flatMap((view) => [
      { where: `${view.category} title`, text: view.title },
      { where: `${view.category} description`, text: view.description },
    ]),
  ];
}
