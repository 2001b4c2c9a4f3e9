import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, registerViaApi, signInWithToken, viewports } from './fixtures';

const securityTab = (page: Page) => page.getByRole('tabpanel', { name: 'Security' });

test('the Security tab: signed-in devices, sign out another, change the password; axe and screenshots at 375 and 1280 px', async ({
  page,
  request,
}, testInfo) => {
  const user = await registerViaApi(request, 'account-security');
  // A second device: a login with a phone's User-Agent.
  const phone = await request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
    headers: {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    },
  });
  expect(phone.status()).toBe(200);
  await signInWithToken(page, user.token);

  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Security' }).click();
    const panel = securityTab(page);
    await expect(panel.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
    await expect(panel.getByText('This device')).toBeVisible();
    await panel.getByLabel('New password', { exact: true }).fill('12345678');
    await expect(panel.getByText(/^Weak:/)).toBeVisible();
    await expectNoAxeViolations(page, `/dashboard security at ${viewport.width}px`);
    await page.screenshot({ path: testInfo.outputPath(`security-${viewport.width}.png`), fullPage: true });
    await panel.getByLabel('New password', { exact: true }).fill('');
  }

  const panel = securityTab(page);
  await expect(panel.getByText('Safari on iPhone')).toBeVisible();
  await panel.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
  await expect(panel.getByText('Safari on iPhone')).toHaveCount(0);
  await expect(panel.getByText('No other device is signed in.')).toBeVisible();

  // The server refuses a listed password and the form says why under the field.
  await panel.getByLabel('Current password').fill(user.password);
  await panel.getByLabel('New password', { exact: true }).fill('password123');
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(panel.getByText(/too common/)).toBeVisible();

  await panel.getByLabel('New password', { exact: true }).fill('a calm lake at dawn');
  await expect(panel.getByText('Strong password.')).toBeVisible();
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(panel.getByText(/Your password has been changed/)).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard security after a change');
});
