import type { Meta, StoryObj } from '@storybook/react-vite';
import QRCode from 'qrcode';
import { QrScanner, type CameraRequest } from './qr-scanner';

/**
 * Storybook has no camera: each story gives the scanner the answer a browser would. A refused or
 * missing camera is the browser's own error; the scanning story films a canvas with a QR code drawn
 * on it (canvas.captureStream), so the scanner really reads a code.
 */
const failing =
  (name: string): CameraRequest =>
  () =>
    Promise.reject(new DOMException('story', name));
const refused = failing('NotAllowedError');
const missing = failing('NotFoundError');
const busy = failing('NotReadableError');
const waiting: CameraRequest = () => new Promise<MediaStream>(() => undefined);

const LINK = 'https://portal.example/qr/5.3.4.20261205.a1b2c3d4/AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
const filmedCode: CameraRequest = async () => {
  const canvas = document.createElement('canvas');
  if (typeof canvas.captureStream !== 'function') throw new DOMException('no canvas stream', 'NotFoundError');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d')!;
  const code = document.createElement('canvas');
  await QRCode.toCanvas(code, LINK, { width: 300, margin: 2 });
  const paint = () => {
    context.fillStyle = '#6b6b6b';
    context.fillRect(0, 0, 640, 480);
    context.drawImage(code, 170, 90);
  };
  paint();
  const stream = canvas.captureStream(10);
  // A canvas stream sends a frame only when the canvas changes.
  const timer = setInterval(paint, 100);
  stream.getVideoTracks()[0]?.addEventListener('ended', () => clearInterval(timer));
  const stopTrack = MediaStreamTrack.prototype.stop;
  for (const track of stream.getTracks())
    track.stop = function stop() {
      clearInterval(timer);
      stopTrack.call(this);
    };
  return stream;
};

const meta = {
  component: QrScanner,
  args: { onDecode: (_text: string): string | undefined => undefined },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QrScanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The person declined the browser's question (or the site is blocked in its settings). */
export const CameraRefused: Story = { args: { requestCamera: refused } };
/** A computer without a camera. */
export const NoCamera: Story = { args: { requestCamera: missing } };
/** Another application holds the camera. */
export const CameraBusy: Story = { args: { requestCamera: busy } };
/** The browser's question is still open. */
export const AskingPermission: Story = { args: { requestCamera: waiting } };
/** A code in front of the camera: read and taken, the camera released. */
export const ReadsACode: Story = { args: { requestCamera: filmedCode } };
/** A code of something else: named, and scanning goes on. */
export const ForeignCode: Story = {
  args: { requestCamera: filmedCode, onDecode: () => 'Это не QR-код записи портала' },
};
