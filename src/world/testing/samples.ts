import { rephraseStyles, rephraseTones } from '#shared/ai';
import type { Answers } from '#shared/questionnaire';
import { generateWorldSpec } from '../generate-world';
import { gentlerAffirmation, offlineAffirmations } from '../texts/affirmations';
import { offlineManifesto } from '../texts/manifesto';
import { rephraseOffline } from '../texts/rephrase';
import { referenceAnswers } from './reference-answers';
import { variedAnswers } from './varied-answers';

/**
 * What the offline writer says for one life, as a Markdown page, so a reader can judge the prose
 * without running anything (`npm run samples` writes docs/samples/; a test keeps the committed
 * pages in step with the writer).
 */
function samplePage(world: string, answers: Answers, origin: string): string {
  const spec = generateWorldSpec(answers, { level: 'full' });
  const affirmations = offlineAffirmations(answers);
  const source = answers.dream_sentence ?? '';
  return [
    `# Sample: ${world}`,
    '',
    `Written by the offline writer from \`${origin}\`. Regenerate with \`npm run samples\`.`,
    '',
    '## Affirmations',
    '',
    ...affirmations.map((line, index) => `${index + 1}. ${line}`),
    '',
    '### "I don\'t believe this yet" (the gentler version of each)',
    '',
    ...affirmations.map((line, index) => `${index + 1}. ${gentlerAffirmation(line)}`),
    '',
    '## Manifesto',
    '',
    offlineManifesto(answers),
    '',
    '## Rephrase',
    '',
    `Input: "${source}"`,
    '',
    ...rephraseTones.flatMap((tone) =>
      rephraseStyles.map(
        (style) => `- **${tone} / ${style}**: ${rephraseOffline(source, tone, style).replace(/\n/g, ' / ')}`,
      ),
    ),
    '',
    '## World texts',
    '',
    `- **Title**: ${spec.title}`,
    `- **Arrival caption**: ${spec.arrival.caption}`,
    `- **Description**: ${spec.description}`,
    ...spec.categories.map((view) => `- **${view.category}: ${view.title}**: ${view.description}`),
    '',
  ].join('\n');
}

/**
 * Every sample page, by its path under docs/samples/: the ten reference lives, and the ten lives
 * answered the ways people really type (in varied/).
 */
export function samplePages(): { file: string; page: string }[] {
  return [
    ...Object.entries(referenceAnswers).map(([world, answers]) => ({
      file: `${world}.md`,
      page: samplePage(world, answers, 'src/world/testing/reference-answers.ts'),
    })),
    ...Object.entries(variedAnswers).map(([life, answers]) => ({
      file: `varied/${life}.md`,
      page: samplePage(life, answers, 'src/world/testing/varied-answers.ts'),
    })),
  ];
}
