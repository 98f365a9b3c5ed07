import { expect, test } from './fixtures';
import { signIn } from './helpers';

/**
 * A member names their industry on My Account: it is kept, the field says what it is for, and the
 * results still say whom the percentile compares with (the demo has fewer than 30 members of any
 * industry, so all members: the industry rule itself is proven by the server tests).
 */

test('a member chooses their industry on My Account and their results say whom they are compared with @mobile', async ({
  page,
  isMobile,
}) => {
  await signIn(page, isMobile ? 'noah.adams@demo.praxis.test' : 'ben.carter@demo.praxis.test');
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const industry = page.getByLabel('Industry');
  await expect(industry).toHaveAccessibleDescription(
    'Your assessment results compare you with members of your industry once 30 of them have taken it.',
  );
  await industry.selectOption('Energy & Utilities');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Industry')).toHaveValue('Energy & Utilities');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/ld-assessment');
  await expect(page.getByTestId('comparison-basis')).toHaveText(
    /^Compared with the latest self-assessments of \d+ members\.$/,
  );
});
