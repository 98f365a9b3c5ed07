import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './helpers';

/*
 * An administrator edits a level text in the console and publishes the next version of the
 * competency bank; a member's results submitted before still read the text they were answered
 * with. Desktop and 375 px (@mobile); each run publishes a version of its own.
 */

const SHOTS = 'test-results/assessment-bank';
const COMPETENCY = 'Knowing the Business';

interface Results {
  bankVersion: number;
  competencies: { competencyId: string; competencyName: string; levelEstimate: number }[];
}
interface VersionTexts {
  competencies: { id: string; name: string; levels: string[] }[];
}

test('an administrator publishes an edited level text; earlier results keep the old one @mobile', async ({
  browser,
  page,
  baseURL,
}, testInfo) => {
  // Two sessions, a long console page checked with axe, the results page: more than the default minute.
  test.setTimeout(240_000);
  const size = testInfo.project.name === 'mobile' ? 375 : 1280;

  // The member's results: answered on an earlier version, at some level of Knowing the Business.
  const memberContext = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
  });
  const member = await memberContext.newPage();
  await signIn(member, 'member@praxis.test');
  const results = (await (await member.request.get('/api/assessment/results')).json()) as Results;
  const row = results.competencies.find((c) => c.competencyName === COMPETENCY)!;
  const level = Math.max(1, Math.round(row.levelEstimate));
  const answeredOn = (await (
    await member.request.get(`/api/assessment/versions/${results.bankVersion}`)
  ).json()) as VersionTexts;
  const oldText = answeredOn.competencies.find((c) => c.name === COMPETENCY)!.levels[level - 1]!;
  const newText = `Reworded in the ${size} px journey at ${Date.now()}: knows the business at level ${level}.`;

  // The administrator edits that level's text and publishes.
  await signIn(page, 'admin@praxis.test');
  await page.goto('/admin/assessment');
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment' })).toBeVisible();
  await page.getByRole('button', { name: `Edit the texts of ${COMPETENCY}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${COMPETENCY}` });
  await dialog.getByLabel(`Level ${level}`, { exact: true }).fill(newText);
  await page.screenshot({ path: `${SHOTS}/edit-${size}.png` });
  await dialog.getByRole('button', { name: 'Save to draft' }).click();
  await expect(dialog).toBeHidden();

  const draft = page.getByRole('region', { name: 'Draft' });
  await expect(draft).toContainText('1 competency edited');
  const publish = draft.getByRole('button', { name: /^Publish version \d+$/ });
  const next = Number((await publish.textContent())!.replace(/\D+/g, ''));
  await expect(page.getByText(newText)).toBeVisible();
  // Checked once the "Saved to the draft" toast has gone: axe reads a toast fading in as faint text.
  await expect(page.getByText('Saved to the draft')).toBeHidden({ timeout: 15_000 });
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/draft-${size}.png` });
  // Members still answer the published version until it is published.
  const before = await (await member.request.get('/api/assessment')).json();
  expect(before.assessment.version).toBe(next - 1);

  await publish.click();
  const confirm = page.getByRole('alertdialog', { name: `Publish version ${next}?` });
  await confirm.getByRole('button', { name: `Publish version ${next}` }).click();
  await expect(confirm).toBeHidden();
  await expect(draft).toContainText('No unpublished changes');
  await expect(page.getByText(new RegExp(`^Version ${next}: .*, by admin@praxis\\.test$`))).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The bank is at the new version; the member's earlier results read the old text.
  const after = await (await member.request.get('/api/assessment')).json();
  expect(after.assessment.version).toBe(next);
  await member.goto('/ld-assessment');
  const card = member.getByRole('article').filter({ has: member.getByRole('heading', { name: COMPETENCY }) });
  await expect(card).toContainText(oldText);
  await expect(member.getByText(newText)).toHaveCount(0);
  await member.screenshot({ path: `${SHOTS}/results-${size}.png`, fullPage: true });
  await memberContext.close();
});
