import { describe, expect, it } from 'vitest';
import { parseVariablesFile } from './variables-file';

const rows = [
  { CASEID: '825', VAR_NAME: 'PO_NUMBER', VAR_VALUE: '4500012345' },
  { CASEID: '826', VAR_NAME: 'PARTNER', VAR_VALUE: 'Müller; "Söhne", GmbH\nline 2' },
];

describe('a variables file', () => {
  it('reads a JSON array, IDs given as numbers too', () => {
    const json = JSON.stringify([{ ...rows[0], CASEID: 825 }, rows[1]]);
    expect(parseVariablesFile(json, 'vars.json')).toEqual(rows);
  });

  it('reads CSV with commas or semicolons, quoted fields, CRLF, a BOM and columns in any order', () => {
    const comma =
      '\uFEFFVAR_NAME,CASEID,VAR_VALUE\r\nPO_NUMBER,825,4500012345\r\nPARTNER,826,"Müller; ""Söhne"", GmbH\nline 2"\r\n\r\n';
    expect(parseVariablesFile(comma, 'vars.csv')).toEqual(rows);
    const semicolon =
      'caseid;var_name;var_value\n825;PO_NUMBER;4500012345\n826;PARTNER;"Müller; ""Söhne"", GmbH\nline 2"';
    expect(parseVariablesFile(semicolon, 'vars.csv')).toEqual(rows);
  });

  it('names the file, the row and the problem', () => {
    expect(() => parseVariablesFile('CASEID,VAR_NAME\n825,X', 'vars.csv')).toThrow(
      'vars.csv: the header row must name the columns CASEID, VAR_NAME, VAR_VALUE (missing: VAR_VALUE)',
    );
    expect(() => parseVariablesFile('CASEID,VAR_NAME,VAR_VALUE\n825,X,1\nabc,Y,2', 'vars.csv')).toThrow(
      'vars.csv, data row 2: CASEID is not a valid test case ID (1 to 10 digits)',
    );
    expect(() => parseVariablesFile('[{"CASEID":"825","VAR_NAME":" ","VAR_VALUE":""}]', 'v.json')).toThrow(
      'v.json, entry 1: VAR_NAME variable name must not be empty',
    );
    expect(() => parseVariablesFile('{"CASEID":1}', 'v.json')).toThrow('must hold a JSON array');
    expect(() => parseVariablesFile('[{', 'v.json')).toThrow('v.json is not valid JSON');
  });
});
