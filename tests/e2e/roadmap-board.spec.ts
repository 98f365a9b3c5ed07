import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { statusChangeSubject } from '../../src/shared/domain/roadmap';
import { expectAccessible, signIn } from './helpers';
import { waitForMail } from './mail';

/*
 * The roadmap for the team, at 1280 and at 375 px: a member follows a feature and keeps their sort;
 * an administrator moves its card on the board to "In Progress" with a note (through the same
 * confirmation as the list); the member reads the note in the email, whose link opens the feature
 * itself; the audit log says it in a sentence with the note.
 */

const SHOTS = 'test-results/roadmap-board';

/** Each viewport moves its own planned feature, so the two runs on one server do not meet. */
const journey = (isMobile: boolean) =>
  isMobile
    ? { voter: 'lifetime@praxis.test', feature: 'Team results export for assessment' }
    : { voter: 'member@praxis.test', feature: 'Case study submission form' };

const memberCard = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Features' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

const column = (page: Page, status: string) =>
  page
    .getByRole('list', { name: 'Board by status' })
    .getByRole('region', { name: new RegExp(`^${status} \\(\\d+ features?\\)$`) });

test('move a roadmap card to In Progress with a note, read the voters’ email and the log @mobile', async ({
  page,
  browser,
  isMobile,
}) => {
  test.setTimeout(150_000);
  const { voter, feature } = journey(isMobile);
  const width = isMobile ? 375 : 1280;
  const note = `Work has started: a first version for ${isMobile ? 'phones' : 'desktops'} <in> 2 weeks & more.`;

  // A member follows the feature (their vote), and their sort is kept across a reload.
  await signIn(page, voter);
  await page.goto('/roadmap');
  const card = memberCard(page, feature);
  await expect(card).toBeVisible();
  const vote = card.locator('button[aria-pressed]');
  if ((await vote.getAttribute('aria-pressed')) !== 'true') {
    await vote.click();
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByText('Popularity', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Popularity' })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Popularity' })).toBeChecked();
  await expect(memberCard(page, feature)).toBeVisible();

  // The administrator's board: a column per status, the feature under Planned.
  const adminContext = await browser.newContext(
    isMobile ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {},
  );
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@praxis.test');
  await admin.goto('/admin/roadmap');
  await admin.getByText('Board', { exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/roadmap\?view=board$/);
  const planned = column(admin, 'Planned');
  const boardCard = planned.getByRole('article', { name: feature });
  await expect(boardCard).toBeVisible();
  await expectAccessible(admin);
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await admin.screenshot({ path: `${SHOTS}/board-${width}.png`, fullPage: true });

  const trigger = boardCard.getByRole('button', { name: `Move “${feature}” to…` });
  if (isMobile) {
    // By touch: the card's menu.
    await trigger.tap();
    await admin.getByRole('menuitem', { name: 'In Progress' }).tap();
  } else {
    // With the mouse, a drag onto another column asks the same question; cancelled, nothing moves.
    await boardCard.dragTo(column(admin, 'On Hold'));
    const asked = admin.getByRole('alertdialog', { name: 'Change the status to On Hold?' });
    await expect(asked).toBeVisible();
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await expect(asked).toBeHidden();
    await expect(planned.getByRole('article', { name: feature })).toBeVisible();
    // By keyboard: the card's "Move to…" menu.
    await trigger.focus();
    await admin.keyboard.press('Enter');
    const menu = admin.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Idea' })).toBeFocused();
    // One step at a time: a second key pressed before the first moved focus is lost on a busy machine.
    await admin.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'On Hold' })).toBeFocused();
    await admin.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'In Progress' })).toBeFocused();
    await admin.keyboard.press('Enter');
  }
  const confirm = admin.getByRole('alertdialog', { name: 'Change the status to In Progress?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(`“${feature}” moves from Planned to In Progress.`);
  await confirm.getByLabel('Note to members (optional)').fill(note);
  await expectAccessible(admin);
  await admin.screenshot({ path: `${SHOTS}/confirm-${width}.png` });
  await confirm.getByRole('button', { name: 'Change status' }).click();
  await expect(admin.getByText(/^Now In Progress: \d+ (person|people) will be emailed$/)).toBeVisible();
  const moved = column(admin, 'In Progress').getByRole('article', { name: feature });
  await expect(moved).toContainText(note);
  if (!isMobile) {
    await expect(moved.getByRole('button', { name: `Move “${feature}” to…` })).toBeFocused();
  }

  // The voter's email: the note quoted, the link to the feature itself.
  const mail = await waitForMail(voter, new RegExp(`^${statusChangeSubject('in_progress', feature)}$`));
  expect(mail.text).toContain(`"${feature}", a feature you upvoted or suggested, has moved to In Progress.`);
  expect(mail.text).toContain('A note from the Praxis team:');
  expect(mail.text).toContain(`> ${note}`);
  const link = mail.links[0]!;
  expect(new URL(link).pathname).toMatch(/^\/roadmap\/[0-9a-f-]{36}$/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: feature })).toBeVisible();
  const page_ = page.getByRole('article', { name: feature });
  await expect(page_.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(page_.getByRole('figure')).toContainText('Note from the team');
  await expect(page_.getByRole('figure')).toContainText(note);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/feature-${width}.png`, fullPage: true });

  // The log, in a sentence, with the note beside it.
  await admin.goto('/admin/audit');
  const entry = admin
    .getByRole('listitem')
    .filter({ hasText: `moved the roadmap feature ${feature} from Planned to In Progress` })
    .first();
  await expect(entry).toBeVisible();
  await expect(entry.getByRole('link', { name: feature })).toBeVisible();
  await expect(entry).toContainText(note);
  await expectAccessible(admin);
  await admin.screenshot({ path: `${SHOTS}/audit-${width}.png`, fullPage: true });
  await adminContext.close();
});
