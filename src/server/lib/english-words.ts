import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

/**
 * The English words (the word-list package: about 274,000 lower-case words). A word of a query
 * that the library does not hold is taken for a misspelling only when it is no English word:
 * "infection" is not a misspelt "induction", nor "charity" a misspelt "clarity"; "psycological" is
 * a misspelt "psychological". Read once per process (about 100 ms and 21 MB): the server reads it
 * as it starts, anything else on first use.
 */
let words: Set<string> | null = null;

export function loadEnglishWords(): Set<string> {
  words ??= new Set(readFileSync(wordListPath, 'utf8').split('\n'));
  return words;
}

export const isEnglishWord = (word: string) => loadEnglishWords().has(word);
