import { markupToText } from '@shared/domain/markup';
import { describe, expect, it } from 'vitest';

describe('markupToText: the editor-markup rule for pages and PDFs', () => {
  it.each([
    ['<b>Note</b>: read <a href="/x">this</a>', 'Note: read this'],
    ['line one<br>line two<br/>three<BR />four', 'line one\nline two\nthree\nfour'],
    ['<p class="lede">Hello</p>', 'Hello'],
    ['1 < 2 and 3 > 2', '1 < 2 and 3 > 2'],
    ['L&amp;D&nbsp;teams', 'L&D teams'],
    ['&lt;b&gt; is a tag', '<b> is a tag'],
    [
      '&quot;quoted&quot; &#39;single&#39; &#x27;hex&#x27; &apos;apos&apos;',
      "\"quoted\" 'single' 'hex' 'apos'",
    ],
    ['&amp;lt; stays an entity', '&lt; stays an entity'],
    ['&copy; unknown entities stay', '&copy; unknown entities stay'],
    ['  <i>padded</i>  ', 'padded'],
  ])('%j', (input, expected) => {
    expect(markupToText(input)).toBe(expected);
  });
});
