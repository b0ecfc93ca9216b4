// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { FileUploadField } from '@/forms/widgets/file-upload/file-upload-widget';
import { storedFiles, type StoredFile } from '@/forms/widgets/file-upload/upload-file';
import { WIDGET_TEXTS } from '@/forms/widgets/widget-texts';
import { server } from '@/testing/mocks/server';
import { envelope } from '@/testing/mocks/utils';

/** A form of its own around the upload field, as the editors have: a text, the files, a save. */
function Editor({ onSave }: { onSave: (values: { text: string; files: StoredFile[] }) => void }) {
  const [values, setValues] = useState<{ text: string; files: StoredFile[] }>({ text: '', files: [] });
  const [uploading, setUploading] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values);
      }}
    >
      <label>
        Описание
        <input value={values.text} onChange={(e) => setValues({ ...values, text: e.target.value })} />
      </label>
      <FileUploadField
        id="files"
        label="Документы"
        value={values.files}
        onChange={(files) => setValues({ ...values, files: storedFiles(files) })}
        onUploadingChange={setUploading}
      />
      <button type="submit" disabled={uploading}>
        {uploading ? WIDGET_TEXTS.waitForUploads : 'Сохранить'}
      </button>
    </form>
  );
}

/** Uploads that wait until `release` is called, as on a slow connection. */
function slowUploads() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('*/system/application-settings', () => envelope({ maxReportFileSizeMb: 15, maxReportFilesCount: 10 })),
    http.post('*', async () => {
      await released;
      await delay(10);
      return envelope({ id: 'f1', uri: 'files/f1', originalFileName: 'смета.pdf', size: 4 });
    }),
  );
  return release;
}

afterEach(cleanup);

describe('a form with files on a slow connection', () => {
  it('keeps what was typed while a file was uploading, and its save waits for the file', async () => {
    const user = userEvent.setup();
    const release = slowUploads();
    const saved: { text: string; files: StoredFile[] }[] = [];
    render(<Editor onSave={(v) => saved.push(v)} />);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['%PDF'], 'смета.pdf', { type: 'application/pdf' }));
    // The save waits while the file is on its way, and says why.
    const wait = await screen.findByRole('button', { name: WIDGET_TEXTS.waitForUploads });
    expect(wait).toBeDisabled();
    // The person types meanwhile.
    await user.type(screen.getByLabelText('Описание'), 'Смена в июле');
    release();
    const save = await screen.findByRole('button', { name: 'Сохранить' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    // Both the typed text and the arrived file are saved: the upload's end did not undo the typing.
    expect(saved).toEqual([
      { text: 'Смена в июле', files: [{ id: 'f1', uri: 'files/f1', originalFileName: 'смета.pdf' }] },
    ]);
  });
});
