import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../src/server/lib/csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['one\ntwo', '"one\ntwo"'],
    ['one\r\ntwo', '"one\r\ntwo"'],
    ['=1+2', "'=1+2"],
    ['+44 20', "'+44 20"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['a=b', 'a=b'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [7, '7'],
    [-3, '-3'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

it('ends every record with CRLF', () => {
  expect(toCsv(['A', 'B'], [['1', null]])).toBe('A,B\r\n1,\r\n');
});
