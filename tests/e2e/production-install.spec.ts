import { expect, test } from './fixtures';
import { finishAssessment, stepText } from './assessment-steps';
import { acceptInvite, operator } from './production';

/**
 * A production install as an operator sets one up: NODE_ENV=production on a fresh PostgreSQL
 * database without the demo (scripts/e2e-prod-server.ts). The operator invites an administrator
 * and a member from the command line; the competency bank is there without any demo; the member
 * completes the assessment and reads results; the administrator edits a level text and publishes
 * version 2 of the bank; the member's earlier results still read version 1's text.
 */

const COMPETENCY = 'Knowing the Business';

test.describe('a production install without the demo', () => {
  test.describe.configure({ timeout: 240_000 });

  test('has the competency bank: a member completes the assessment; version 2 leaves earlier results on version 1 @mobile', async ({
    browser,
  }, info) => {
    const tag = info.project.name.replace(/\W+/g, '-');
    const adminEmail = `admin-${tag}@fellowship.test`;
    const memberEmail = `member-${tag}@fellowship.test`;
    operator('invite', adminEmail, '--access', 'lifetime', '--first', 'Ana', '--last', 'Reyes');
    operator('set-role', adminEmail, 'admin');
    operator('invite', memberEmail, '--access', 'wire', '--first', 'Jordan', '--last', 'Ellis');

    const admin = await acceptInvite(browser, adminEmail);
    const member = await acceptInvite(browser, memberEmail);

    // The bank is there: fifteen steps, the first competency's statements to answer.
    await member.goto('/ld-assessment');
    await member.getByRole('button', { name: 'Start the self-assessment' }).click();
    await expect(stepText(member)).toHaveText('Step 1 of 15');
    await expect(member.locator('fieldset[data-item-id]').first()).toBeVisible();
    await finishAssessment(member);
    await expect(member.getByText('Assessment submitted', { exact: true })).toBeVisible();
    await expect(member.getByRole('heading', { level: 2, name: 'Grow next' })).toBeVisible();

    // The level text the member's results show for Knowing the Business, on the version they
    // answered (1 in the first run; each run publishes one more).
    const answered = (
      (await (await member.request.get('/api/assessment')).json()) as { assessment: { version: number } }
    ).assessment.version;
    const results = (await (await member.request.get('/api/assessment/results')).json()) as {
      bankVersion: number;
      competencies: { competencyName: string; levelEstimate: number }[];
    };
    expect(results.bankVersion).toBe(answered);
    const row = results.competencies.find((c) => c.competencyName === COMPETENCY)!;
    const level = Math.max(1, Math.round(row.levelEstimate));
    const card = member
      .getByRole('article')
      .filter({ has: member.getByRole('heading', { name: COMPETENCY }) });
    const oldText = (
      (await (await member.request.get(`/api/assessment/versions/${answered}`)).json()) as {
        competencies: { name: string; levels: string[] }[];
      }
    ).competencies.find((c) => c.name === COMPETENCY)!.levels[level - 1]!;
    await expect(card).toContainText(oldText);

    // The administrator rewords that level and publishes version 2.
    const newText = `Reworded after version ${answered} (${tag}): knows the business at level ${level}.`;
    await admin.goto('/admin/assessment');
    await expect(admin.getByRole('heading', { level: 1, name: 'Assessment' })).toBeVisible();
    await admin.getByRole('button', { name: `Edit the texts of ${COMPETENCY}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Edit ${COMPETENCY}` });
    await dialog.getByLabel(`Level ${level}`, { exact: true }).fill(newText);
    await dialog.getByRole('button', { name: 'Save to draft' }).click();
    await expect(dialog).toBeHidden();
    const draft = admin.getByRole('region', { name: 'Draft' });
    const publish = draft.getByRole('button', { name: /^Publish version \d+$/ });
    const next = Number((await publish.textContent())!.replace(/\D+/g, ''));
    await publish.click();
    const confirm = admin.getByRole('alertdialog', { name: `Publish version ${next}?` });
    await confirm.getByRole('button', { name: `Publish version ${next}` }).click();
    await expect(draft).toContainText('No unpublished changes');

    // Members now answer the new version; the earlier results still read the old version's text.
    const bank = (await (await member.request.get('/api/assessment')).json()) as {
      assessment: { version: number };
    };
    expect(bank.assessment.version).toBe(next);
    await member.reload();
    await expect(card).toContainText(oldText);
    await expect(member.getByText(newText)).toHaveCount(0);
    await member.screenshot({ path: `test-results/production-install/results-${tag}.png`, fullPage: true });
  });
});
