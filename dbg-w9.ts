import { generateWorldSpec } from '#world/generator/generate-world';
import { referenceAnswers } from '#world/reference-answers';
import { fittedArrival } from '#web/scene/composition/arrivalFit';
const spec = generateWorldSpec(referenceAnswers.mediterraneanVilla, { level: 'full' });
console.log(JSON.stringify(spec.arrival.viewpoint));
console.log(JSON.stringify(fittedArrival(spec, 1.6)), JSON.stringify(fittedArrival(spec, 375/812)));
