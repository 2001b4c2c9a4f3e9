import { expect, type Page, test } from '@playwright/test';
import { plans } from '#shared/plans';
import { expectNoAxeViolations, viewports } from './fixtures';

test.describe('landing page', () => {
  test('shows every section of docs/product.md §2 and the hero goes to /questionnaire', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Dream Life — your future, visualised');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('img', { name: /glowing house/ })).toBeVisible();
    for (const heading of [
      'A manifesto written for the person you are becoming',
      'How It Works',
      'See yourself living your dream',
      'Private, flexible and ready for what is next',
      'Your dream life is waiting for you',
    ]) {
      await expect(main.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(main.getByRole('region', { name: 'How It Works' }).getByRole('listitem')).toHaveCount(3);
    const numbers = main.getByRole('region', { name: 'Dream Life in numbers' });
    for (const text of ['10K+', 'Dream worlds created', '98%', 'User satisfaction', '24/7', 'AI support']) {
      await expect(numbers.getByText(text, { exact: true })).toBeVisible();
    }
    await main.getByRole('link', { name: 'Start Creating Your Dream Life' }).click();
    await expect(page).toHaveURL(/\/questionnaire(\?step=1)?$/);
  });
});

test.describe('about page', () => {
  test('shows mission, the three values, a team of four and the numbers', async ({ page }) => {
    await page.goto('/aboutus');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('see their future');
    await expect(main.getByRole('heading', { name: 'Make every dream visible' })).toBeVisible();
    for (const value of ['Innovation First', 'Human-Centered', 'Accessible Magic']) {
      await expect(main.getByRole('heading', { name: value, exact: true })).toBeVisible();
    }
    const team = main.getByRole('region', { name: 'Meet the team' }).getByRole('listitem');
    await expect(team).toHaveCount(4);
    for (const member of await team.all()) {
      await expect(member.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(member.locator('svg')).toBeVisible();
    }
    await expect(team.first()).toContainText('Co-founder & CEO');
    const numbers = main.getByRole('region', { name: 'Dream Life in numbers' });
    for (const text of ['50M+', '200+', 'Countries', '99%', 'Uptime', '2019', 'Founded']) {
      await expect(numbers.getByText(text, { exact: true })).toBeVisible();
    }
  });
});

test.describe('pricing page', () => {
  test('shows the three plans from the shared table, each linking to its subscribe flow', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/pricing');
    await expect(page.getByText('Join over 10,000 dreamers.', { exact: false })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Plans' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const [index, plan] of plans.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: plan.name })).toBeVisible();
      await expect(card).toContainText(plan.planType === 'free' ? 'Free' : `$${plan.price}USD/month`);
      for (const feature of plan.features)
        await expect(card.getByText(feature, { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: new RegExp(`^${plan.buttonText}`) })).toHaveAttribute(
        'href',
        `/subscribe?plan=${plan.planId}`,
      );
    }
    expect(plans.map((plan) => plan.priceText)).toEqual(['free', '$14.99/month', '$34.99/month']);
    await expect(page.getByRole('link', { name: 'Start Free Today' })).toHaveAttribute(
      'href',
      '/subscribe?plan=free-plan',
    );
    await page.getByRole('link', { name: /^Become a Visionary/ }).click();
    // The subscribe page takes `?plan=` off the address at once (a refresh must not start again), so
    // the durable outcome is checked: signed out, it asks to sign in first and keeps the plan.
    await expect(page).toHaveURL(/\/subscribe(\?plan=visionary-plan)?$/);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('dreamlife:pending-plan'))).toBe(
      'visionary-plan',
    );
  });

  test('the FAQ has six answers that open and close by mouse and by keyboard', async ({ page }) => {
    await page.goto('/pricing');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const items = faq.locator('details');
    await expect(items).toHaveCount(6);
    for (const claim of [
      'next billing cycle',
      '50% discount',
      '14-day free trial',
      'within 24 hours',
      'under 4 hours',
      'up to 30 days',
    ]) {
      await expect(faq.getByText(claim, { exact: false }).first()).toBeHidden();
    }

    const first = items.nth(0);
    const answer = first.getByText('next billing cycle', { exact: false });
    await first.getByText('Can I change my plan later?').click();
    await expect(answer).toBeVisible();
    await first.getByText('Can I change my plan later?').click();
    await expect(answer).toBeHidden();

    const offline = items.nth(5);
    const offlineAnswer = offline.getByText('up to 30 days', { exact: false });
    await offline.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(offlineAnswer).toBeVisible();
    await expect(offline).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(offlineAnswer).toBeHidden();

    await items.nth(1).locator('summary').click();
    await expect(faq.getByText('50% discount', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page, 'pricing with an FAQ answer open');
  });
});

/** Slides per view: how many slide widths (plus the gap between) fit the row's content box. */
async function carouselGeometry(page: Page) {
  return page.getByTestId('plan-carousel').evaluate((list) => {
    const style = getComputedStyle(list);
    const content =
      list.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    const slides = [...list.children].map((slide) => slide.getBoundingClientRect());
    const gap = Number.parseFloat(style.columnGap) || 0;
    return {
      display: style.display,
      scrolls: list.scrollWidth > list.clientWidth + 1,
      perView: (content - gap) / (slides[0]?.width ?? 1),
      tops: slides.map((slide) => slide.top),
      lefts: slides.map((slide) => slide.left),
    };
  });
}

test.describe('plan carousel', () => {
  for (const [width, perView] of [
    [375, 1.2],
    [700, 1.5],
  ] as const) {
    test(`shows ${perView} plans per view at ${width} px and moves by buttons and keyboard`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/pricing');
      const geometry = await carouselGeometry(page);
      expect(geometry.scrolls).toBe(true);
      expect(geometry.perView).toBeCloseTo(perView, 1);

      const list = page.getByTestId('plan-carousel');
      const scrollLeft = () => list.evaluate((element) => element.scrollLeft);
      const previous = page.getByRole('button', { name: 'Previous plan' });
      const next = page.getByRole('button', { name: 'Next plan' });
      await expect(previous).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Show plan 1 of 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );

      await next.click();
      await expect.poll(scrollLeft).toBeGreaterThan(100);
      await expect(page.getByRole('button', { name: 'Show plan 2 of 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );

      // Keyboard: the next button by Enter, then the last card's link by Tab scrolls into view.
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Show plan 3 of 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(next).toBeDisabled();
      await page.getByRole('button', { name: 'Show plan 1 of 3' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(scrollLeft).toBeLessThan(5);
      await page.getByRole('link', { name: /^Become a Legend/ }).focus();
      await expect(page.getByRole('link', { name: /^Become a Legend/ })).toBeInViewport();
    });
  }

  test('is off at 1280 px: three cards side by side, the middle one raised', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/pricing');
    const geometry = await carouselGeometry(page);
    expect(geometry.display).toBe('grid');
    expect(geometry.scrolls).toBe(false);
    const [left, middle, right] = geometry.lefts;
    expect(left).toBeLessThan(middle as number);
    expect(middle).toBeLessThan(right as number);
    const [firstTop, middleTop, lastTop] = geometry.tops as [number, number, number];
    expect(middleTop).toBeLessThan(firstTop - 20);
    expect(lastTop).toBeCloseTo(firstTop, 0);
    await expect(page.getByRole('button', { name: 'Next plan' })).toBeHidden();
  });
});
