/** Text matched literally inside a LIKE pattern: its %, _ and \ escaped. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
