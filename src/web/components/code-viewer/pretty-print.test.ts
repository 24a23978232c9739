import { describe, expect, it } from 'vitest';
import { prettyPrint, prettyXml } from './pretty-print';

describe('prettyXml', () => {
  it('puts each element on its own line, indented by depth, with its text beside it', () => {
    expect(prettyXml('<a><b>x y</b><c/><!-- note --></a>')).toBe('<a>\n  <b>x y</b>\n  <c/>\n  <!-- note -->\n</a>');
  });

  it('replaces the layout between tags but keeps the declaration', () => {
    expect(prettyXml('<?xml version="1.0"?>\n<a>\n      <b>1</b>\n</a>')).toBe(
      '<?xml version="1.0"?>\n<a>\n  <b>1</b>\n</a>',
    );
  });

  it('never drops text: mixed content and text after the last tag keep lines of their own', () => {
    const shown = prettyXml('<p>Dear <b>customer</b>, thanks</p>trailer');
    for (const text of ['Dear', 'customer', ', thanks', 'trailer']) expect(shown).toContain(text);
  });

  it('shows a payload that is not XML as it came', () => {
    expect(prettyPrint('not <xml at all', 'XML')).toBe('not <xml at all');
  });
});
