/**
 * Team names: one team per name whatever its capitals or surrounding spaces, so "helix bank
 * learning team" is the existing "Helix Bank Learning Team", never a second team beside it.
 */
export const TEAM_NAME_MAX = 100;

/** The form two team names are compared in. */
export const teamNameKey = (name: string) => name.trim().toLocaleLowerCase('en');

/** The existing team a typed name means, if any. */
export function findTeamByName<T extends { name: string }>(
  teams: readonly T[],
  typed: string,
): T | undefined {
  const key = teamNameKey(typed);
  return teams.find((t) => teamNameKey(t.name) === key);
}

/** The names among `typed` that no existing team has (each once, as first typed). */
export function newTeamNames(existing: readonly { name: string }[], typed: readonly string[]): string[] {
  const known = new Set(existing.map((t) => teamNameKey(t.name)));
  const out = new Map<string, string>();
  for (const name of typed) {
    const key = teamNameKey(name);
    if (key && !known.has(key) && !out.has(key)) out.set(key, name.trim());
  }
  return [...out.values()];
}
