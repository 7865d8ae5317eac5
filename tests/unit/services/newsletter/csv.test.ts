import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@/services/newsletter/csv';

describe('CSV export', () => {
  it('cells starting with = + - @ (or tab, CR) are prefixed with an apostrophe', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+33 1 23')).toBe("'+33 1 23");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('commas, quotes and line breaks are quoted with doubled quotes', () => {
    expect(csvCell('Pat, Jr.')).toBe('"Pat, Jr."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
  });

  it('plain text and numbers are left alone', () => {
    expect(csvCell('pat@example.com')).toBe('pat@example.com');
    expect(csvCell(42)).toBe('42');
  });

  it('a document has a header and CRLF-terminated rows', () => {
    expect(toCsv(['id', 'email'], [[1, 'a@b.co']])).toBe('id,email\r\n1,a@b.co\r\n');
  });
});
