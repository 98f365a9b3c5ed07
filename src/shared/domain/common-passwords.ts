import { PASSWORD_MESSAGES, passwordLengthProblem } from './password';

/**
 * The most common leaked passwords that are long enough to pass the length rule (shorter ones are
 * already refused by it). Only the server imports this module.
 */
const COMMON = new Set(
  `password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword 12345678 123456789
1234567890 0123456789 12341234 11111111 00000000 88888888 87654321 12121212 11223344 123123123 qwertyui
qwertyuiop qwerty123 qwerty12 1qaz2wsx zaq12wsx 1q2w3e4r 1q2w3e4r5t q1w2e3r4 asdfghjk asdfasdf zxcvbnm1
zxcvbnm123 abcd1234 abc12345 abcdefgh aaaaaaaa iloveyou iloveyou1 princess princess1 sunshine sunshine1
football football1 baseball baseball1 basketball welcome1 welcome123 letmein1 letmein123 trustno1
superman starwars dragon123 monkey123 master123 shadow123 michael1 jennifer jordan23 computer internet
whatever whatever1 charlie1 mustang1 batman123 admin123 administrator changeme changeme1 secret123
test1234 testtest hello123 hellohello loveme123 freedom1 football123 iloveyou123 chocolate butterfly
liverpool chelsea1 arsenal1 pokemon1 starwars1 minecraft 1234qwer qwer1234 asdf1234 summer2024
summer2025 summer2026 winter2025 winter2026 spring2026 autumn2026 password2024 password2025 password2026
welcome2026 praxis123 praxis2026 letmein! password! qwerty!23 11111111a a1234567 a12345678 1234567a`
    .split(/\s+/)
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** The message for a password that breaks the rules (length first, then the list), or null. */
export function passwordProblem(password: string): string | null {
  return passwordLengthProblem(password) ?? (isCommonPassword(password) ? PASSWORD_MESSAGES.tooCommon : null);
}
