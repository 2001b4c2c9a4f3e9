import { expect, test } from '@playwright/test';
import { signInWithToken, userWithWorld } from './fixtures';

/**
 * The vision page is laid out for every common width: beside the world, the category menu is as
 * tall as the world (it scrolls within it) instead of running on below an empty area, and the
 * affirmations use the card's width rather than leaving a column to a small illustration.
 */
test('the vision page is balanced at 375, 768, 1280 and 1920 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await userWithWorld(request, 'vision-layout', 'visionary-plan', 'mountainCabin');
  await signInWithToken(page, user.token);
  for (const width of [375, 768, 1280, 1920]) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.goto('/vision-realized');
    const world = page.locator('#dream-world [tabindex="-1"]').first();
    const menu = page.getByRole('region', { name: 'Explore your vision' });
    await expect(menu).toBeVisible();
    const affirmations = page.getByRole('region', { name: 'Personalized Affirmations' });
    await expect(affirmations.getByRole('listitem')).toHaveCount(8);

    const worldBox = await world.boundingBox();
    const menuBox = await menu.boundingBox();
    if (!worldBox || !menuBox) throw new Error('layout boxes missing');
    if (width >= 1024) {
      // Side by side: the menu ends where the world ends (± a few px), and every card is reachable.
      expect(Math.abs(menuBox.y + menuBox.height - (worldBox.y + worldBox.height))).toBeLessThanOrEqual(4);
      const lastCard = menu.getByRole('listitem').last();
      // Its last control (the plan's button under the description): the card's bottom must scroll in.
      await lastCard.getByRole('button').last().focus();
      await expect(lastCard).toBeInViewport();
      // Two columns of affirmations: the first two lines share a row.
      const [first, second] = await affirmations
        .getByRole('listitem')
        .evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().top));
      expect(first).toBe(second);
    } else {
      // Stacked: the menu follows the world.
      expect(menuBox.y).toBeGreaterThan(worldBox.y + worldBox.height - 1);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${width} px`).toBe(0);
  }
});
