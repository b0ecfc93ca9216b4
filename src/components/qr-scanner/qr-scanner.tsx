import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** How the camera is asked for: the browser's getUserMedia unless a caller (a story) gives its own. */
export type CameraRequest = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

/**
 * What the scanner is doing: asking for the camera, refused it, found none (or a page the browser
 * gives no camera), the camera busy elsewhere, reading frames, or done with a code.
 */
export type ScannerState = 'asking' | 'refused' | 'no-camera' | 'busy' | 'scanning' | 'found';

export const SCANNER_TEXTS: Record<ScannerState, string> = {
  asking: 'Запрашиваем доступ к камере: разрешите его в окне браузера',
  refused: 'Нет доступа к камере: разрешите её в настройках браузера или откройте ссылку из QR-кода',
  'no-camera': 'Камера не найдена: откройте ссылку из QR-кода на устройстве с камерой',
  busy: 'Камера занята другим приложением: закройте его и попробуйте ещё раз',
  scanning: 'Наведите камеру на QR-код',
  found: 'QR-код распознан',
};

/** The rear camera, at a size the reader decodes quickly and a phone gives without cropping. */
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
};
/** Frames are read this often; each is scaled down so its longer side is at most this many pixels. */
const FRAME_INTERVAL_MS = 120;
const FRAME_SIDE = 640;

const browserCamera: CameraRequest | undefined =
  typeof navigator !== 'undefined' && navigator.mediaDevices?.getUserMedia
    ? (constraints) => navigator.mediaDevices.getUserMedia(constraints)
    : undefined;

/** The state a failed camera request leaves (DOMException names of getUserMedia). */
export function stateOfCameraError(error: unknown): ScannerState {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'refused';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'no-camera';
}

const stop = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/** The browser's own QR reader (BarcodeDetector: Chrome on Android, Safari, ChromeOS). */
interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}

/** The browser's QR reader when it has one that reads QR codes; null where it is missing (ZXing reads then). */
function browserDetector(): Detector | null {
  const Make = (globalThis as { BarcodeDetector?: new (options: { formats: string[] }) => Detector }).BarcodeDetector;
  if (!Make) return null;
  try {
    return new Make({ formats: ['qr_code'] });
  } catch {
    return null;
  }
}

/** ZXing's QR reader (`@zxing/browser`), loaded only on a browser without its own. */
type ZxingReader = { decodeFromCanvas(canvas: HTMLCanvasElement): { getText(): string } };
let zxingReader: Promise<ZxingReader> | undefined;
function loadZxing(): Promise<ZxingReader> {
  zxingReader ??= import('@zxing/browser').then(({ BrowserQRCodeReader }) => new BrowserQRCodeReader());
  return zxingReader;
}

/** The text ZXing reads on the canvas; undefined when the frame holds no code (ZXing throws then). */
async function zxingDecode(canvas: HTMLCanvasElement): Promise<string | undefined> {
  const reader = await loadZxing();
  try {
    return reader.decodeFromCanvas(canvas).getText() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads a QR code with the device's camera (the rear one on a phone): the camera's picture in a
 * <video>, its frames drawn to a canvas and decoded by the browser's BarcodeDetector, or with
 * ZXing (`@zxing/browser`) where the browser has none (or its reader fails). Every text read goes to `onDecode`;
 * when it returns a message the code is not taken: the message shows and scanning goes on, else the
 * scanner stops. The camera is released when a code is taken and when the scanner unmounts.
 */
export function QrScanner({
  onDecode,
  requestCamera = browserCamera,
}: {
  onDecode: (text: string) => string | undefined;
  requestCamera?: CameraRequest;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScannerState>(requestCamera ? 'asking' : 'no-camera');
  const [rejected, setRejected] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const decodeRef = useRef(onDecode);
  useEffect(() => {
    decodeRef.current = onDecode;
  }, [onDecode]);

  useEffect(() => {
    let live = true;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastRejected = '';
    let detector = browserDetector();
    const canvas = document.createElement('canvas');
    const context = canvas.getContext?.('2d', { willReadFrequently: true }) ?? null;

    /** The text of a QR code in the frame on the canvas, if one is read. */
    const decode = async (): Promise<string | undefined> => {
      if (detector) {
        try {
          return (await detector.detect(canvas))[0]?.rawValue || undefined;
        } catch {
          // The browser's reader fails on this device: ZXing reads from now on.
          detector = null;
        }
      }
      return zxingDecode(canvas);
    };

    const readFrame = async () => {
      const video = videoRef.current;
      if (!live || !video || !context) return;
      if (video.readyState >= 2 && video.videoWidth > 0) {
        const scale = Math.min(1, FRAME_SIDE / Math.max(video.videoWidth, video.videoHeight));
        const width = Math.round(video.videoWidth * scale);
        const height = Math.round(video.videoHeight * scale);
        if (canvas.width !== width) canvas.width = width;
        if (canvas.height !== height) canvas.height = height;
        context.drawImage(video, 0, 0, width, height);
        const text = await decode();
        if (!live) return;
        if (text && text !== lastRejected) {
          const refusal = decodeRef.current(text);
          if (refusal === undefined) {
            live = false;
            stop(stream);
            stream = null;
            setRejected(null);
            setState('found');
            return;
          }
          lastRejected = text;
          setRejected(refusal);
        }
      }
      timer = setTimeout(() => void readFrame(), FRAME_INTERVAL_MS);
    };

    const shown = videoRef.current;
    if (!requestCamera) return undefined;
    requestCamera(CONSTRAINTS).then(
      async (given) => {
        if (!live) {
          stop(given);
          return;
        }
        stream = given;
        const video = videoRef.current;
        if (video) {
          video.srcObject = given;
          try {
            await video.play?.();
          } catch {
            // Autoplay of a muted inline video is allowed; a refusal still leaves the frames to read.
          }
        }
        if (!live) return;
        setState('scanning');
        void readFrame();
      },
      (error: unknown) => {
        if (live) setState(stateOfCameraError(error));
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
      stop(stream);
      stream = null;
      if (shown) shown.srcObject = null;
    };
  }, [requestCamera, attempt]);

  const retry = useCallback(() => {
    setState(requestCamera ? 'asking' : 'no-camera');
    setRejected(null);
    setAttempt((n) => n + 1);
  }, [requestCamera]);
  const failed = state === 'refused' || state === 'no-camera' || state === 'busy';
  return (
    <Stack spacing={2} data-testid="qr-scanner" data-state={state}>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: 480,
          mx: 'auto',
          aspectRatio: '4 / 3',
          bgcolor: 'grey.900',
          borderRadius: 1,
          overflow: 'hidden',
          display: failed ? 'none' : 'block',
        }}
      >
        <Box
          component="video"
          ref={videoRef}
          muted
          playsInline
          aria-label="Изображение с камеры"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        {state === 'asking' && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <CircularProgress sx={{ color: 'common.white' }} aria-label="Запрос доступа к камере" />
          </Box>
        )}
        {state === 'scanning' && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: '15%',
              border: '3px solid rgba(255,255,255,0.85)',
              borderRadius: 2,
              boxShadow: '0 0 0 999px rgba(0,0,0,0.25)',
            }}
          />
        )}
      </Box>
      {failed ? (
        <Alert
          severity={state === 'refused' ? 'warning' : 'error'}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Попробовать ещё раз
            </Button>
          }
        >
          {SCANNER_TEXTS[state]}
        </Alert>
      ) : (
        <Typography role="status" sx={{ textAlign: 'center' }} color={state === 'found' ? 'success.main' : undefined}>
          {SCANNER_TEXTS[state]}
        </Typography>
      )}
      {rejected && state === 'scanning' && <Alert severity="warning">{rejected}</Alert>}
    </Stack>
  );
}

/** The scanner in a dialog: the camera runs only while the dialog is open. */
export function QrScannerDialog({
  open,
  title = 'Сканирование QR-кода',
  onClose,
  onDecode,
  requestCamera,
}: {
  open: boolean;
  title?: string;
  onClose: () => void;
  onDecode: (text: string) => string | undefined;
  requestCamera?: CameraRequest;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="qr-scanner-title">
      <DialogTitle id="qr-scanner-title">{title}</DialogTitle>
      <DialogContent>
        {open && <QrScanner onDecode={onDecode} {...(requestCamera ? { requestCamera } : {})} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
