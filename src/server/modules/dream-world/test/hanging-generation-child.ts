// A separate process for the crash test (crash-restart.db.test.ts): opens the app on the database
// named in argv[2], queues a world whose generation never finishes, prints the world's id once it
// is `generating`, and waits to be killed with SIGKILL.
import { type DatabaseOptions, openDatabase } from '#server/db/client';
import { createTestApp, grantPlan, registerUser } from '#server/test/test-app';
import { referenceAnswers } from '#world/testing';
import { generate, saveAnswers } from './world-api';

const target = JSON.parse(process.argv[2] ?? '') as DatabaseOptions;
let generationStarted: () => void = () => {};
const generating = new Promise<void>((resolve) => {
  generationStarted = resolve;
});

const testApp = await createTestApp({
  openDatabase: () => openDatabase(target),
  // A short lease, renewed while this process lives, so the test's restart takes over soon after the kill.
  env: { JOB_LEASE_SECONDS: '1', JOB_POLL_MS: '50' },
  buildWorld: () => {
    generationStarted();
    return new Promise(() => {});
  },
});
const user = await registerUser(testApp);
await grantPlan(testApp, user.userId, 'legend-plan');
await saveAnswers(testApp, user.token, user.userId, referenceAnswers.cityPenthouse);
const response = await generate(testApp, user.token);
await generating;
process.stdout.write(`${JSON.stringify({ worldId: response.json().data._id })}\n`);
