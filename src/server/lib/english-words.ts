import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

/**
 * The English words (the word-list package: about 274,000 lower-case words). A word of a query
 * that the library does not hold is taken for a misspelling only when it is no English word:
 * "infection" is not a misspelt "induction", nor "charity" a misspelt "clarity"; "psycological" is
 * a misspelt "psychological". Read on first use (about 100 ms and 21 MB, once per process).
 */
let words: Set<string> | null = null;

export function isEnglishWord(word: string): boolean {
  words ??= new Set(readFileSync(wordListPath, 'utf8').split('\n'));
  return words.has(word);
}
