import { useRef, useState, type PointerEvent } from 'react';
import { canvasPoint, inkContext } from './signature-canvas';

/**
 * Drawing a signature on a canvas with a stylus, a finger or a mouse (pointer events; the page does
 * not scroll under the finger): the canvas's ref, its pointer handlers, whether anything is drawn,
 * and «Очистить». Shared by the pad outside the forms and the forms' `signaturePad` widget.
 */
export function useInk({ disabled, onStroke, onStrokeEnd }: InkOptions = {}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  /** Something is drawn (read by the handlers between renders). */
  const inked = useRef(false);
  const [drawn, setDrawn] = useState(false);

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    const context = canvas && inkContext(canvas);
    if (disabled || !canvas || !context) return;
    event.preventDefault();
    canvas.setPointerCapture?.(event.pointerId);
    const { x, y } = canvasPoint(canvas, event);
    context.beginPath();
    context.moveTo(x, y);
    drawing.current = true;
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!drawing.current || !canvas || !context) return;
    const { x, y } = canvasPoint(canvas, event);
    context.lineTo(x, y);
    context.stroke();
    inked.current = true;
    if (!drawn) setDrawn(true);
    onStroke?.();
  };
  const stop = () => {
    if (!drawing.current) return;
    drawing.current = false;
    if (canvasRef.current && inked.current) onStrokeEnd?.(canvasRef.current);
  };
  /** Wipes the canvas: nothing is drawn. */
  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    inked.current = false;
    setDrawn(false);
  };

  return {
    canvasRef,
    drawn,
    clear,
    /** Spread on the canvas. */
    handlers: {
      onPointerDown: start,
      onPointerMove: move,
      onPointerUp: stop,
      onPointerCancel: stop,
      onPointerLeave: stop,
    },
  };
}

export interface InkOptions {
  disabled?: boolean;
  /** Each bit of a stroke drawn. */
  onStroke?: () => void;
  /** A stroke ended (the pen lifted, or left the canvas) with something drawn on the canvas. */
  onStrokeEnd?: (canvas: HTMLCanvasElement) => void;
}
