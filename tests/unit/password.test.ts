import { newPasswordProblem } from '@client/features/auth/password-rules';
import { newPasswordRule, PasswordChangeForm } from '@shared/domain/account';
import { passwordProblem } from '@shared/domain/common-passwords';
import { PASSWORD_MESSAGES, passwordLengthProblem } from '@shared/domain/password';
import { describe, expect, it } from 'vitest';

const zodMessage = (value: string): string | null => {
  const parsed = newPasswordRule.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid');
};

describe('the password rule, one for every form and the server', () => {
  it.each([
    ['', PASSWORD_MESSAGES.tooShort],
    ['a'.repeat(7), PASSWORD_MESSAGES.tooShort],
    ['a'.repeat(8), null],
    ['a'.repeat(128), null],
    ['a'.repeat(129), PASSWORD_MESSAGES.tooLong],
  ])('length of %j', (password, expected) => {
    expect(passwordLengthProblem(password)).toBe(expected);
    // The account page's schema and the set-up/reset forms answer with the same words.
    expect(zodMessage(password)).toBe(expected);
    expect(newPasswordProblem(password, password)).toBe(expected);
  });

  it('says the spec words', () => {
    expect(PASSWORD_MESSAGES.tooShort).toBe('Password must be at least 8 characters long');
    expect(PASSWORD_MESSAGES.tooLong).toBe('Password must be at most 128 characters long');
  });

  it('refuses common passwords on the server, in any case, after the length rule', () => {
    expect(passwordProblem('Password123')).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(passwordProblem('qwertyuiop')).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(passwordProblem('letmein')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('correct horse battery')).toBeNull();
  });

  it('words the mismatch as each page does', () => {
    expect(newPasswordProblem('long enough 1', 'long enough 2')).toBe('Passwords do not match');
    const form = PasswordChangeForm.safeParse({
      currentPassword: 'x',
      newPassword: 'long enough 1',
      confirmPassword: 'long enough 2',
    });
    expect(form.success).toBe(false);
    expect(form.error?.issues[0]?.message).toBe("Passwords don't match");
  });
});
