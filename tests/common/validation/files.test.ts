import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_FILE_KINDS,
  BANNED_EXTENSIONS,
  checkFile,
  checkFileName,
  kindOfContent,
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
    for (const name of [
      '../etc/passwd.pdf',
      'dir/file.pdf',
      'C:\\file.pdf',
      'a..pdf',
      'file\u0000.pdf',
      'file\n.pdf',
      '   ',
    ]) {
      expect(checkFile({ name, size: 10 })).toBe(m.fileName);
    }
  });

  it('accepts ordinary documents, including Russian names', () => {
    for (const name of [
      'Заявление.pdf',
      'scan 01.JPG',
      'exe.pdf',
      'report.docx',
      'Таблица.xlsx',
      'Справка.odt',
      'старый.doc',
      'photo.heic',
      'скан.tiff',
    ]) {
      expect(checkFile({ name, size: 10 })).toBeUndefined();
    }
  });

  it('refuses names of kinds the portal does not take: no extension, pages, scripts, SVG, archives, text', () => {
    for (const name of [
      'README',
      'page.html',
      'page.htm',
      'app.js',
      'logo.svg',
      'a.zip',
      'a.rar',
      'notes.txt',
      'x.php',
    ]) {
      expect(checkFile({ name, size: 10 }), name).toBe(m.fileExtension);
    }
  });

  it('refuses empty files, names over 255 characters and bidirectional or C1 control characters', () => {
    expect(checkFile({ name: 'a.pdf', size: 0 })).toBe(m.fileEmpty);
    expect(checkFile({ name: `${'я'.repeat(251)}.pdf`, size: 1 })).toBeUndefined();
    expect(checkFile({ name: `${'я'.repeat(252)}.pdf`, size: 1 })).toBe(m.fileNameTooLong(255));
    for (const name of [
      'сводка\u202efdp.exe',
      'a\u202ab.pdf',
      'a\u2067b.pdf',
      'a\u200eb.pdf',
      'a\u061cb.pdf',
      'a\u0085b.pdf',
      'a\ud800b.pdf',
    ]) {
      expect(checkFileName(name), JSON.stringify(name)).toBe(m.fileName);
    }
  });

  it('takes the kind from the content: the extension must promise what the bytes are', () => {
    expect(kindOfContent('Скан.PDF', 'application/pdf')?.mime).toBe('application/pdf');
    expect(kindOfContent('old.doc', 'application/x-cfb')?.mime).toBe('application/msword');
    expect(kindOfContent('photo.pdf', 'image/jpeg')).toBeUndefined();
    expect(kindOfContent('page.pdf', undefined)).toBeUndefined();
    expect(kindOfContent('page.html', 'text/html')).toBeUndefined();
    expect(kindOfContent('a.docx', 'application/zip')).toBeUndefined();
    expect(Object.keys(ACCEPTED_FILE_KINDS).some((ext) => BANNED_EXTENSIONS.includes(ext))).toBe(false);
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
