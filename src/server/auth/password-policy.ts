/** The password rule lives in src/shared (password.ts, common-passwords.ts); the server reads it here. */
export { isCommonPassword, passwordProblem } from '../../shared/domain/common-passwords';
export { PASSWORD_MAX as MAX_PASSWORD, PASSWORD_MIN as MIN_PASSWORD } from '../../shared/domain/password';
