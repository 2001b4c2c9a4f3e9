import { chromium } from 'playwright-core';

const base = 'http://127.0.0.1:4411';
const j = (r) => r.json();
const reg = await j(
  await fetch(base + '/api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `v${Date.now()}@example.com`,
      password: 'correct-horse-battery-9',
      firstName: 'Ada',
    }),
  }),
);
const token = reg.data.token,
  uid = reg.data.user._id;
const H = { 'content-type': 'application/json', authorization: 'Bearer ' + token };
const { referenceAnswers } = await import('/tmp/refanswers.mjs');
await fetch(`${base}/api/questionnaire/${uid}`, {
  method: 'PUT',
  headers: H,
  body: JSON.stringify({ answers: referenceAnswers, currentStep: 10, isCompleted: true }),
});
const demo = await j(
  await fetch(base + '/api/payments/demo/subscriptions', {
    method: 'POST',
    headers: H,
    body: JSON.stringify({ planId: 'visionary-plan' }),
  }),
);
await fetch(base + '/api/payments/subscriptions', {
  method: 'POST',
  headers: H,
  body: JSON.stringify({ planId: 'visionary-plan', paypalSubscriptionId: demo.data.subscriptionId }),
});
const gen = await j(
  await fetch(base + '/api/dream-world/generate', { method: 'POST', headers: H, body: '{}' }),
);
for (let i = 0; i < 30; i++) {
  const w = await j(await fetch(base + '/api/dream-world/' + gen.data._id, { headers: H }));
  if (w.data.generationStatus === 'completed') break;
  await new Promise((r) => setTimeout(r, 500));
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
  ],
});
for (const [w, h] of process.argv.slice(2).map((s) => s.split('x').map(Number))) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  await ctx.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await ctx.newPage();
  await page.goto(base + '/vision-realized');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/shots/v-${w}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
