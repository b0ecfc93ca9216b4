import { describe, expect, it } from 'vitest';
import {
  BANNED_EXTENSIONS,
  checkFile,
  checkFileCount,
  dedupeFilesByName,
  DEFAULT_MAX_FILE_SIZE_MB,
  validationMessages as m,
} from '../../../common/validation';

const MB = 1024 * 1024;

describe('checkFile', () => {
  it('refuses the banned extensions in any letter case', () => {
    for (const name of ['virus.EXE', 'a.dll', 'run.Cmd', 'x.bat', 'archive.tar.Bat']) {
      expect(checkFile({ name, size: 10 })).toBe(m.fileExtension);
    }
  });

  it('refuses a banned extension hidden by trailing dots or spaces', () => {
    expect(checkFile({ name: 'virus.exe.', size: 10 })).toBe(m.fileExtension);
    expect(checkFile({ name: 'virus.exe ', size: 10 })).toBe(m.fileExtension);
  });

  it('refuses path tricks: parent steps, slashes, backslashes, NUL and control characters', () => {
    for (const name of ['../etc/passwd.pdf', 'dir/file.pdf', 'C:\\file.pdf', 'a..pdf', 'file\u0000.pdf', 'file\n.pdf', '   ']) {
      expect(checkFile({ name, size: 10 })).toBe(m.fileName);
    }
  });

  it('accepts ordinary documents, including Russian names and names without an extension', () => {
    for (const name of ['Заявление.pdf', 'scan 01.JPG', 'README', 'exe.pdf', 'report.docx']) {
      expect(checkFile({ name, size: 10 })).toBeUndefined();
    }
  });

  it('refuses a 16MB file with the default 15MB limit', () => {
    expect(DEFAULT_MAX_FILE_SIZE_MB).toBe(15);
    expect(checkFile({ name: 'big.pdf', size: 16 * MB })).toBe(m.fileTooLarge(15));
  });

  it('accepts exactly the limit and refuses one byte more', () => {
    expect(checkFile({ name: 'a.pdf', size: 15 * MB })).toBeUndefined();
    expect(checkFile({ name: 'a.pdf', size: 15 * MB + 1 })).toBe(m.fileTooLarge(15));
  });

  it('uses the maxReportFileSizeMb setting when it is a positive number', () => {
    expect(checkFile({ name: 'a.pdf', size: 6 * MB }, { maxReportFileSizeMb: 5 })).toBe(m.fileTooLarge(5));
    expect(checkFile({ name: 'a.pdf', size: 16 * MB }, { maxReportFileSizeMb: 20 })).toBeUndefined();
    expect(checkFile({ name: 'a.pdf', size: 16 * MB }, { maxReportFileSizeMb: 0 })).toBe(m.fileTooLarge(15));
  });

  it('lists exactly exe, dll, cmd and bat as banned', () => {
    expect([...BANNED_EXTENSIONS].sort()).toEqual(['bat', 'cmd', 'dll', 'exe']);
  });
});

describe('checkFileCount', () => {
  it('warns when the count is over the maximum', () => {
    expect(checkFileCount(11, 10)).toBe(m.fileCountExceeded(10));
    expect(checkFileCount(10, 10)).toBeUndefined();
  });
});

describe('dedupeFilesByName', () => {
  it('drops added files whose names already exist or repeat among the added', () => {
    const existing = [{ name: 'a.pdf' }];
    const added = [
      { name: 'a.pdf', size: 1 },
      { name: 'b.pdf', size: 2 },
      { name: 'b.pdf', size: 3 },
      { name: 'c.pdf', size: 4 },
    ];
    expect(dedupeFilesByName(existing, added)).toEqual([
      { name: 'b.pdf', size: 2 },
      { name: 'c.pdf', size: 4 },
    ]);
  });
});
