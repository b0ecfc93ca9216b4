import { describe, expect, it } from 'vitest';
import { dbTypesModule, tsType, type ColumnInfo } from '../../codegen/db-types';

const enums = new Map([['mood', ['glad', 'sad']]]);

describe('the row types of the database', () => {
  it('read each column as the drivers give it', () => {
    expect(tsType('int4', enums)).toBe('number');
    expect(tsType('int8', enums)).toBe('string');
    expect(tsType('numeric', enums)).toBe('string');
    expect(tsType('bool', enums)).toBe('boolean');
    expect(tsType('timestamptz', enums)).toBe('Date');
    expect(tsType('jsonb', enums)).toBe('unknown');
    expect(tsType('_text', enums)).toBe('string[]');
    expect(tsType('mood', enums)).toBe('"glad" | "sad"');
    expect(tsType('_mood', enums)).toBe('("glad" | "sad")[]');
    expect(tsType('cube', enums)).toBe('unknown');
  });

  it('write one record per table, its nullable columns with null', () => {
    const column = (table: string, name: string, udt: string, nullable = false): ColumnInfo => ({
      table,
      column: name,
      dataType: '',
      udt,
      nullable,
    });
    const module = dbTypesModule(
      [column('towns', 'id', 'int4'), column('towns', 'caption', 'text'), column('areas', 'note', 'text', true)],
      enums,
    );
    expect(module).toContain(
      '  areas: {\n    note: string | null;\n  };\n  towns: {\n    id: number;\n    caption: string;\n  };',
    );
    expect(module).toContain('export type Row<Table extends keyof DbTables> = DbTables[Table];');
  });
});
