import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { checkFile, checkFileCount, dedupeFilesByName } from '@common/validation';
import { WIDGET_TEXTS } from '../widget-texts';
import { storedFiles, uploadFile, type StoredFile } from './upload-file';

/** A file on its way to the server, or one the server refused. */
export interface FileInProgress {
  key: number;
  name: string;
}

export interface FileUploadRules {
  /** Size limit in MB (checkFile's default 15 when absent). */
  maxFileSizeMb?: number;
  /** At most this many files in the field. */
  maxFiles?: number;
}

let nextKey = 0;

/**
 * The upload logic of `fileUpload`: checks and de-duplicates chosen files, uploads the good ones
 * one request each, and adds each stored file to the value as soon as it arrives. A failed upload
 * is listed apart ('Ошибка загрузки') and never touches the files already stored.
 */
export function useFileUploads(
  value: unknown,
  onChange: (files: StoredFile[]) => void,
  rules: FileUploadRules,
  upload = uploadFile,
) {
  const [uploading, setUploading] = useState<FileInProgress[]>([]);
  const [failed, setFailed] = useState<FileInProgress[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  // Uploads end one by one after renders: each adds to the newest value, not to the one it started with.
  const latest = useRef<StoredFile[]>(storedFiles(value));
  useEffect(() => {
    latest.current = storedFiles(value);
  }, [value]);

  // An upload that ends after the person typed elsewhere reports to the newest onChange, whose form
  // holds what was typed meanwhile, not to the one of the render that chose the file.
  const report = useRef(onChange);
  useLayoutEffect(() => {
    report.current = onChange;
  }, [onChange]);
  const commit = (files: StoredFile[]) => {
    latest.current = files;
    report.current(files);
  };

  const choose = (chosen: readonly File[]) => {
    const busy = [...latest.current.map((file) => ({ name: file.originalFileName })), ...uploading];
    const fresh = dedupeFilesByName(busy, chosen);
    const messages: string[] = [];
    const good = fresh.filter((file) => {
      const refusal = checkFile(file, { maxReportFileSizeMb: rules.maxFileSizeMb });
      if (refusal) messages.push(WIDGET_TEXTS.fileRefused(file.name, refusal));
      return !refusal;
    });
    let accepted = good;
    if (rules.maxFiles !== undefined) {
      const tooMany = checkFileCount(busy.length + good.length, rules.maxFiles);
      if (tooMany) messages.push(tooMany);
      accepted = good.slice(0, Math.max(0, rules.maxFiles - busy.length));
    }
    setRefusals(messages);
    // Choosing a failed file again is a retry.
    setFailed((list) => list.filter((entry) => !accepted.some((file) => file.name === entry.name)));
    const entries = accepted.map((file) => ({ key: nextKey++, name: file.name, file }));
    setUploading((list) => [...list, ...entries.map(({ key, name }) => ({ key, name }))]);
    for (const entry of entries) {
      const done = () => setUploading((list) => list.filter((item) => item.key !== entry.key));
      upload(entry.file, entry.name).then(
        (stored) => {
          done();
          commit([...latest.current, { id: stored.id, uri: stored.uri, originalFileName: stored.originalFileName }]);
        },
        () => {
          done();
          setFailed((list) => [...list, { key: entry.key, name: entry.name }]);
        },
      );
    }
  };

  const remove = (id: string) => commit(latest.current.filter((file) => file.id !== id));
  const dismiss = (key: number) => setFailed((list) => list.filter((entry) => entry.key !== key));

  return { uploading, failed, refusals, choose, remove, dismiss };
}
