// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUploadWidget, uploadFile, WIDGET_TEXTS } from '@/forms/widgets';
import { ApiError } from '@/api/client';
import { useNotifications } from '@/stores/notifications';
import { validationMessages } from '../../../common/validation';
import { server } from '@/testing/mocks/server';
import { envelope, recordRequests } from '@/testing/mocks/utils';
import { expectErrorOn, renderWidget } from './support';

const label = 'Документы к заявлению';
// The label also names the group around the field; the required marker follows the text.
const input = () => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`), { selector: 'input' });
const chooseButton = () => screen.getByRole('button', { name: `${label} ${WIDGET_TEXTS.chooseFiles}` });
const stored = { id: 'f1', uri: 'files/f1', originalFileName: 'паспорт.pdf' };

function file(name: string, sizeBytes = 1024): File {
  const result = new File(['%PDF'], name, { type: 'application/pdf' });
  Object.defineProperty(result, 'size', { value: sizeBytes });
  return result;
}

/**
 * Answers uploads as the server would; names in `failing` get a 500. The upload limits are the
 * portal's defaults. Gives the requests sent from now on.
 */
function mockUploads(failing: string[] = []) {
  server.use(
    http.get('*/system/application-settings', () => envelope({ maxReportFileSizeMb: 15, maxReportFilesCount: 10 })),
    http.all('*', async ({ request }) => {
      const name = String((await request.formData()).get('fileName'));
      if (failing.includes(name)) return new HttpResponse('', { status: 500 });
      return envelope({ id: `id-${name}`, uri: `files/id-${name}`, originalFileName: name, size: 1024 });
    }),
  );
  return recordRequests(server);
}

/** The upload requests among those sent (the widget also asks for the upload limits in force). */
const uploadRequests = (seen: ReturnType<typeof mockUploads>) =>
  seen.requests.filter(({ url }) => !url.endsWith('/system/application-settings'));

/** The calls of a callback that carry a value (onChange) — the uploads that reached the form. */
const uploadCalls = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([value]) => !String(value).endsWith('/system/application-settings'));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('fileUpload widget', () => {
  it('shows its label with the required marker', () => {
    renderWidget(FileUploadWidget, { label, required: true });
    expect(chooseButton()).toBeEnabled();
    expect(input()).toHaveAttribute('type', 'file');
    expect(screen.getByText(label)).toHaveTextContent(`${label} *`);
  });

  it('shows the form error under the field and points aria-describedby at it', () => {
    renderWidget(FileUploadWidget, { label, rawErrors: [validationMessages.required] });
    expectErrorOn(chooseButton(), validationMessages.required);
  });

  it('opens the file chooser from its button', async () => {
    const user = userEvent.setup();
    renderWidget(FileUploadWidget, { label });
    const click = vi.spyOn(input(), 'click');
    await user.click(chooseButton());
    expect(click).toHaveBeenCalled();
  });

  it('uploads chosen files and stores id, uri and original name of each', async () => {
    const user = userEvent.setup();
    const seen = mockUploads();
    const { onChange } = renderWidget(FileUploadWidget, { label, value: [] });
    await user.upload(input(), [file('справка.pdf'), file('акт.pdf')]);
    await waitFor(() => expect(uploadCalls(onChange)).toHaveLength(2));
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 'id-справка.pdf', uri: 'files/id-справка.pdf', originalFileName: 'справка.pdf' },
      { id: 'id-акт.pdf', uri: 'files/id-акт.pdf', originalFileName: 'акт.pdf' },
    ]);
    expect(uploadRequests(seen)).toHaveLength(2);
    expect(screen.getByText('справка.pdf')).toBeInTheDocument();
  });

  it("refuses 'virus.exe' and a file over 15 MB without uploading them", async () => {
    const user = userEvent.setup();
    const seen = mockUploads();
    const { onChange } = renderWidget(FileUploadWidget, { label });
    await user.upload(input(), [file('virus.exe'), file('скан.pdf', 16 * 1024 * 1024)]);
    expectErrorOn(chooseButton(), validationMessages.fileExtension);
    expectErrorOn(chooseButton(), validationMessages.fileTooLarge(15));
    expect(screen.getByText(WIDGET_TEXTS.fileRefused('virus.exe', 'Недопустимый формат файла'))).toBeInTheDocument();
    expect(screen.getByText(WIDGET_TEXTS.fileRefused('скан.pdf', 'Файл превышает 15MB'))).toBeInTheDocument();
    expect(uploadRequests(seen)).toHaveLength(0);
    expect(uploadCalls(onChange)).toHaveLength(0);
  });

  it('takes its size limit from ui:options.maxFileSizeMb', async () => {
    const user = userEvent.setup();
    const seen = mockUploads();
    renderWidget(FileUploadWidget, { label, options: { maxFileSizeMb: 1 } });
    await user.upload(input(), file('скан.pdf', 2 * 1024 * 1024));
    expect(
      screen.getByText(WIDGET_TEXTS.fileRefused('скан.pdf', validationMessages.fileTooLarge(1))),
    ).toBeInTheDocument();
    expect(uploadRequests(seen)).toHaveLength(0);
  });

  it('ignores a file whose name is already in the field', async () => {
    const user = userEvent.setup();
    const seen = mockUploads();
    const { onChange } = renderWidget(FileUploadWidget, { label, value: [stored] });
    await user.upload(input(), [file('паспорт.pdf'), file('снилс.pdf')]);
    await waitFor(() => expect(uploadCalls(onChange)).toHaveLength(1));
    expect(uploadRequests(seen)).toHaveLength(1);
    expect(onChange.mock.calls[0][0].map((f: { originalFileName: string }) => f.originalFileName)).toEqual([
      'паспорт.pdf',
      'снилс.pdf',
    ]);
  });

  it('warns when more files are chosen than ui:options.maxFiles and uploads only as many as fit', async () => {
    const user = userEvent.setup();
    const seen = mockUploads();
    renderWidget(FileUploadWidget, { label, value: [stored], options: { maxFiles: 2 } });
    await user.upload(input(), [file('1.pdf'), file('2.pdf')]);
    expect(screen.getByText(validationMessages.fileCountExceeded(2))).toBeInTheDocument();
    await waitFor(() => expect(uploadRequests(seen)).toHaveLength(1));
  });

  it("shows 'Ошибка загрузки' when the upload answers 500 and keeps the earlier files", async () => {
    const user = userEvent.setup();
    mockUploads(['акт.pdf']);
    const { onChange } = renderWidget(FileUploadWidget, { label, value: [stored] });
    await user.upload(input(), file('акт.pdf'));
    expect(await screen.findByText(WIDGET_TEXTS.fileRefused('акт.pdf', 'Ошибка загрузки'))).toBeInTheDocument();
    expect(uploadCalls(onChange)).toHaveLength(0);
    expect(screen.getByText('паспорт.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WIDGET_TEXTS.removeFile('паспорт.pdf') })).toBeEnabled();
  });

  it('shows a progress indicator while a file is uploading', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    server.use(http.all('*', () => new Promise<Response>((resolve) => (answer = resolve))));
    renderWidget(FileUploadWidget, { label });
    await user.upload(input(), file('акт.pdf'));
    expect(screen.getByRole('progressbar', { name: WIDGET_TEXTS.uploading('акт.pdf') })).toBeInTheDocument();
    answer(envelope({ id: 'x', uri: 'files/x', originalFileName: 'акт.pdf', size: 1 }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it("removes a stored file with its 'Удалить файл <name>' button", async () => {
    const user = userEvent.setup();
    const other = { id: 'f2', uri: 'files/f2', originalFileName: 'снилс.pdf' };
    const { onChange } = renderWidget(FileUploadWidget, { label, value: [stored, other] });
    await user.click(screen.getByRole('button', { name: 'Удалить файл паспорт.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith([other]);
    expect(screen.queryByText('паспорт.pdf')).not.toBeInTheDocument();
  });

  it('is not usable when disabled', () => {
    renderWidget(FileUploadWidget, { label, value: [stored], disabled: true });
    expect(input()).toBeDisabled();
    expect(chooseButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: WIDGET_TEXTS.removeFile('паспорт.pdf') })).toBeDisabled();
  });

  it('lists file names in read-only mode, "отсутствует" when none', () => {
    renderWidget(FileUploadWidget, { label, value: [stored], readonly: true });
    expect(screen.getByRole('textbox', { name: label })).toHaveValue('паспорт.pdf');
    cleanup();
    renderWidget(FileUploadWidget, { label, value: [], readonly: true });
    expect(within(document.body).getByRole('textbox', { name: label })).toHaveValue(WIDGET_TEXTS.empty);
  });
});

describe('uploadFile', () => {
  it('posts the file and its name as multipart to /api/files/upload and unwraps data', async () => {
    const seen = mockUploads();
    const result = await uploadFile(file('акт.pdf'), 'акт.pdf');
    expect(result).toEqual({ id: 'id-акт.pdf', uri: 'files/id-акт.pdf', originalFileName: 'акт.pdf', size: 1024 });
    const [{ url, request }] = uploadRequests(seen);
    expect(url).toBe('/api/files/upload');
    expect(request).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    const body = await request.formData();
    expect(body.get('fileName')).toBe('акт.pdf');
    expect(body.get('file')).toBeInstanceOf(File);
  });

  it('throws when the server answers with an error', async () => {
    mockUploads(['акт.pdf']);
    await expect(uploadFile(file('акт.pdf'), 'акт.pdf')).rejects.toThrow();
  });

  it('goes through the shared client: its own header, an ApiError, and no notification for a failure', async () => {
    const seen = mockUploads(['акт.pdf']);
    useNotifications.setState({ queue: [] });
    const failure = await uploadFile(file('акт.pdf'), 'акт.pdf').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 500 });
    expect(uploadRequests(seen)[0].request.headers.get('X-Requested-With')).toBe('fetch');
    expect(useNotifications.getState().queue).toEqual([]);
  });
});
