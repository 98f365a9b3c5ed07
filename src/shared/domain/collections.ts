/** A collection's name: trimmed, not empty, at most 200 characters. */
export const COLLECTION_NAME_MAX = 200;

export const COLLECTION_NAME_REQUIRED = 'Collection name is required';
export const COLLECTION_NAME_TOO_LONG = `Collection name must be at most ${COLLECTION_NAME_MAX} characters`;

/** The name as it is stored: surrounding spaces dropped. */
export function collectionName(raw: string): string {
  return raw.trim();
}

/** The message for a name that breaks the rule, or null when it is acceptable. */
export function collectionNameProblem(raw: string): string | null {
  const name = collectionName(raw);
  if (name === '') return COLLECTION_NAME_REQUIRED;
  if (name.length > COLLECTION_NAME_MAX) return COLLECTION_NAME_TOO_LONG;
  return null;
}
