import type { PointerEvent } from 'react';

/** The canvas's own pixel size; on screen it is scaled to the width available. */
export const SIGNATURE_WIDTH = 600;
export const SIGNATURE_HEIGHT = 200;

/** A pointer position in the canvas's pixels, whatever size the canvas is shown at. */
export function canvasPoint(
  canvas: HTMLCanvasElement,
  event: PointerEvent<HTMLCanvasElement>,
): { x: number; y: number } {
  const rect = canvas.getBoundingClientRect();
  const scaleX = rect.width > 0 ? canvas.width / rect.width : 1;
  const scaleY = rect.height > 0 ? canvas.height / rect.height : 1;
  return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
}

/** The 2D context set up for ink, or null where canvas drawing is unavailable. */
export function inkContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.lineWidth = 2.5;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = '#000';
  return context;
}

/**
 * Writes a name into the pad as a signature line (italic, on the pad's baseline): the way to sign
 * for a person who cannot draw with a pointer, from the keyboard. Returns false where canvas
 * drawing is unavailable.
 */
export function writeName(canvas: HTMLCanvasElement, name: string): boolean {
  const context = inkContext(canvas);
  if (!context) return false;
  context.clearRect(0, 0, canvas.width, canvas.height);
  let size = 44;
  context.font = `italic ${size}px Georgia, 'Times New Roman', serif`;
  // Long names get a smaller type, so the whole name fits the pad.
  while (size > 16 && context.measureText(name).width > canvas.width - 40) {
    size -= 2;
    context.font = `italic ${size}px Georgia, 'Times New Roman', serif`;
  }
  context.fillStyle = '#000';
  context.textBaseline = 'alphabetic';
  context.fillText(name, 20, canvas.height * 0.62);
  context.beginPath();
  context.moveTo(20, canvas.height * 0.72);
  context.lineTo(canvas.width - 20, canvas.height * 0.72);
  context.stroke();
  return true;
}
