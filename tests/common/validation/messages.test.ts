import { describe, expect, it } from 'vitest';
import { UPLOAD_FAILED_MESSAGE, validationMessages as m } from '../../../common/validation';

// The one place the spec's quotes (platform.md section 5) are written out: it pins the
// catalogue to the spec; every other test imports the catalogue.
describe('validation message catalogue', () => {
  it('holds the SNILS messages word for word', () => {
    expect(m.snilsFormat).toBe(
      "Некорректный формат. СНИЛС должен состоять из 11 цифр (могут быть разделены символом '-')",
    );
    expect(m.snilsChecksum).toBe('Некорректный формат. В СНИЛС не совпадает контрольная сумма.');
    expect(m.snilsBelow1000).toBe('Запрещено внесение СНИЛС со значениями меньше 1000');
  });

  it('holds the required, length and count messages with their limits', () => {
    expect(m.required).toBe('Обязательное поле');
    expect(m.maxLength(256)).toBe('Максимальное кол-во символов: 256');
    expect(m.maxFiles(5)).toBe('Максимальное кол-во файлов: 5');
  });

  it('holds the document series and time messages', () => {
    expect(m.docSeries).toBe('Неизвестный формат серии документа');
    expect(m.time).toBe('Некорректное значение времени');
  });

  it('holds the file messages', () => {
    expect(m.fileExtension).toBe('Недопустимый формат файла');
    expect(m.fileTooLarge(15)).toBe('Файл превышает 15MB');
    expect(m.fileCountExceeded(10)).toBe('Превышено максимальное кол-во файлов: 10');
    expect(UPLOAD_FAILED_MESSAGE).toBe('Ошибка загрузки');
  });

  it('has a non-empty Russian text for every entry', () => {
    for (const entry of Object.values(m)) {
      const text = typeof entry === 'function' ? entry(1) : entry;
      expect(text).toMatch(/[А-Яа-яЁё]/);
    }
  });
});
