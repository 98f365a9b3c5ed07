import { request as playwrightRequest } from '@playwright/test';
import type { ContentCard } from '../../src/shared/contract/content';

type CardPage = { items: ContentCard[] };
import { parseFeed } from '../setup/ical';
import { expect, slotBaseURL, test } from './fixtures';
import { expectAccessible, signIn } from './helpers';

/*
 * The calendar feed: a member opens My Account, takes their private address and a calendar app
 * (a client with no session) subscribes to it: the feed parses with ical.js and holds the upcoming
 * events and the event the member saved. The member makes a new address: the old one is refused
 * at once, the new one serves the feed.
 */

test('a member subscribes to their calendar feed, then gives it a new address', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'member@praxis.test');
  const origin = new URL(slotBaseURL()).origin;

  // A past event the member saves (upcoming events are not savable), and one they do not.
  const past = (await (await page.request.get('/api/events?timeline=past')).json()) as CardPage;
  const [saved, notSaved] = past.items.filter((e) => !e.isSaved);
  expect(saved && notSaved, 'the demo has past events').toBeTruthy();
  const save = await page.request.post('/api/saved', {
    headers: { Origin: origin },
    data: { resourceId: saved!.id },
  });
  expect(save.status()).toBe(200);
  const upcoming = (await (await page.request.get('/api/events?timeline=upcoming')).json()) as CardPage;
  expect(upcoming.items.length).toBeGreaterThan(0);

  try {
    await page.goto('/my-account');
    const card = page.getByRole('region', { name: 'Calendar feed' });
    const address = card.getByRole('textbox', { name: 'Your calendar address' });
    await expect(address).toHaveValue(/\/calendar\/[\w-]{65}\.ics$/);
    const url = await address.inputValue();
    expect(url.startsWith(`${origin}/calendar/`)).toBe(true);
    await expect(card.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      url.replace(/^https?:\/\//, 'webcal://'),
    );
    await card.getByRole('button', { name: 'Copy address' }).click();
    await expect(card.getByText('Address copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectAccessible(page);

    // The calendar app: no cookie, no session.
    const calendarApp = await playwrightRequest.newContext();
    try {
      const res = await calendarApp.get(url);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const feed = parseFeed(await res.text());
      const titles = feed.events.map((e) => e.summary);
      for (const e of upcoming.items) expect(titles).toContain(e.title);
      expect(titles).toContain(saved!.title);
      expect(titles).not.toContain(notSaved!.title);
      expect(feed.calendar('x-wr-calname')).toBe('Praxis events');

      // A poll with the ETag costs nothing while nothing changed.
      const again = await calendarApp.get(url, { headers: { 'If-None-Match': res.headers().etag! } });
      expect(again.status()).toBe(304);

      // A new address: the old one stops at once.
      await card.getByRole('button', { name: 'New address' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Make a new address?' });
      await expect(dialog).toContainText('stops working at once');
      await dialog.getByRole('button', { name: 'Make a new address' }).click();
      await expect(dialog).toBeHidden();
      await expect(address).not.toHaveValue(url);
      const fresh = await address.inputValue();
      expect(fresh).toMatch(/\/calendar\/[\w-]{65}\.ics$/);

      expect((await calendarApp.get(url)).status()).toBe(404);
      const renewed = await calendarApp.get(fresh);
      expect(renewed.status()).toBe(200);
      expect(parseFeed(await renewed.text()).events.map((e) => e.summary)).toContain(saved!.title);
      // The address survives a reload: it is the member's until the next reset.
      await page.reload();
      await expect(address).toHaveValue(fresh);
    } finally {
      await calendarApp.dispose();
    }
  } finally {
    // The demo member's library as it was, for the journeys after this one.
    await page.request.delete(`/api/saved/${encodeURIComponent(saved!.id)}`, { headers: { Origin: origin } });
  }
});
