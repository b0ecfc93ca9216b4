// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileListWidget, shortenFileName, WIDGET_TEXTS } from '@/forms/widgets';
import { validationMessages } from '../../../common/validation';
import { expectErrorOn, renderWidget } from './support';

const label = 'Приложенные документы';
const files = [
  { id: 'a1', uri: 'files/a1', originalFileName: 'Заявление о внесении изменений.pdf' },
  { id: 'b2', uri: 'files/b2', originalFileName: 'скан.jpg' },
];

describe('shortenFileName', () => {
  it('leaves names of up to 15 characters as they are', () => {
    expect(shortenFileName('скан.jpg')).toBe('скан.jpg');
    expect(shortenFileName('123456789012345')).toBe('123456789012345');
  });

  it('cuts longer names to 15 characters and keeps the extension', () => {
    expect(shortenFileName('Договор на оказание услуг.docx')).toBe('Договор н….docx');
  });

  it('keeps the extension after an ellipsis and never passes the limit', () => {
    for (const name of [
      'Заявление о внесении изменений.pdf',
      'Договор на оказание услуг.docx',
      'очень-длинное-имя-файла.tar.gz',
    ]) {
      const short = shortenFileName(name);
      expect(short.length).toBeLessThanOrEqual(15);
      expect(short).toContain('…');
      expect(short.endsWith(name.slice(name.lastIndexOf('.')))).toBe(true);
    }
    expect(shortenFileName('Заявление о внесении изменений.pdf')).toBe('Заявление….pdf');
  });

  it('cuts a name without an extension, and takes another limit', () => {
    expect(shortenFileName('ОченьДлинноеИмяБезРасширения')).toBe('ОченьДлинноеИм…');
    expect(shortenFileName('Заявление о внесении изменений.pdf', 20)).toBe('Заявление о вне….pdf');
  });
});

describe('fileList widget', () => {
  it('shows its label with the required marker', () => {
    renderWidget(FileListWidget, { label, required: true, value: files });
    expect(screen.getByRole('group', { name: label })).toBeInTheDocument();
    expect(screen.getByText(label)).toHaveTextContent(`${label} *`);
  });

  it('shows the form error under the list and points aria-describedby at it', () => {
    renderWidget(FileListWidget, { label, value: [], rawErrors: [validationMessages.required] });
    expectErrorOn(screen.getByRole('group', { name: label }), validationMessages.required);
  });

  it('links each file to its download with a short name and the full name as the title', () => {
    renderWidget(FileListWidget, { label, value: files });
    const link = screen.getByRole('link', { name: 'Заявление….pdf' });
    expect(link).toHaveAttribute('href', '/api/files/get?preloadId=a1');
    expect(link).toHaveAttribute('title', 'Заявление о внесении изменений.pdf');
    expect(link).toHaveAccessibleDescription('Заявление о внесении изменений.pdf');
    expect(screen.getByRole('link', { name: 'скан.jpg' })).toHaveAttribute('href', '/api/files/get?preloadId=b2');
  });

  it('shortens to ui:options.maxNameLength', () => {
    renderWidget(FileListWidget, { label, value: files, options: { maxNameLength: 20 } });
    expect(screen.getByRole('link', { name: 'Заявление о вне….pdf' })).toBeInTheDocument();
  });

  it('reads "отсутствует" when there are no files', () => {
    renderWidget(FileListWidget, { label, value: [] });
    expect(screen.getByText(WIDGET_TEXTS.empty)).toBeInTheDocument();
  });

  it('shows names without links when disabled', () => {
    renderWidget(FileListWidget, { label, value: files, disabled: true });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('скан.jpg')).toBeInTheDocument();
  });
});
