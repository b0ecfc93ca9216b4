import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

export interface PdfPagesProps {
  /** The PDF's bytes. */
  data: Uint8Array;
  /** What the document is, for screen readers («Договор № … от …»). */
  title: string;
}

type PdfJs = typeof import('pdfjs-dist');
let pdfjs: Promise<PdfJs> | undefined;

/** pdf.js and its worker, loaded the first time a document is shown (they stay out of the screens' code). */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([lib, worker]) => {
      lib.GlobalWorkerOptions.workerSrc = worker.default;
      return lib;
    },
  );
  return pdfjs;
}

/**
 * A PDF shown as its pages, one under another, as wide as the space allows: the document a person
 * reads before signing it, on a desktop and on a phone alike (a browser's own PDF viewer does not
 * show inside a dialog on phones). Drawn by pdf.js, the reader browsers use.
 */
export function PdfPages({ data, title }: PdfPagesProps) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const box = host.current;
    if (!box) return;
    let cancelled = false;
    setState('loading');
    box.replaceChildren();
    void (async () => {
      try {
        const lib = await loadPdfJs();
        // pdf.js takes the buffer over: it reads a copy so the caller's bytes stay usable.
        const document = await lib.getDocument({ data: data.slice(), isEvalSupported: false }).promise;
        const style = window.getComputedStyle(box);
        const width =
          box.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0') || 600;
        const ratio = window.devicePixelRatio || 1;
        for (let n = 1; n <= document.numPages && !cancelled; n += 1) {
          const page = await document.getPage(n);
          const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
          const canvas = window.document.createElement('canvas');
          canvas.width = Math.floor(viewport.width * ratio);
          canvas.height = Math.floor(viewport.height * ratio);
          canvas.style.width = '100%';
          canvas.style.height = 'auto';
          canvas.style.display = 'block';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', `${title}, страница ${n} из ${document.numPages}`);
          box.append(canvas);
          await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] })
            .promise;
        }
        await document.destroy();
        if (!cancelled) setState('ready');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [data, title]);

  return (
    <Box>
      {state === 'loading' && <LinearProgress aria-label="Загрузка документа" />}
      {state === 'failed' && (
        <Alert severity="warning">Не удалось показать документ на странице. Скачайте его, чтобы прочитать.</Alert>
      )}
      <Box
        ref={host}
        data-testid="pdf-pages"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          bgcolor: 'grey.200',
          p: { xs: 0.5, sm: 1 },
          '& canvas': { bgcolor: 'common.white', boxShadow: 1, maxWidth: '100%' },
        }}
      />
    </Box>
  );
}
