import { generateWorldSpec } from './world/generator/generate-world';
import { answerCorpus } from './world/writer/test/answer-corpus';

const corpus = answerCorpus(220);
for (const a of corpus.slice(0, 20)) generateWorldSpec(a, { level: 'full' });
const times: number[] = [];
for (const a of corpus.slice(20)) {
  const t0 = performance.now();
  generateWorldSpec(a, { level: 'full' });
  times.push(performance.now() - t0);
}
times.sort((x, y) => x - y);
console.log(
  'p50',
  times[Math.floor(times.length / 2)]?.toFixed(1),
  'p95',
  times[Math.floor(times.length * 0.95)]?.toFixed(1),
  'max',
  times.at(-1)?.toFixed(1),
);
