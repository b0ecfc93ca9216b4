/** What the rich-text editor takes: a controlled HTML value with a label and an error. */
export interface RichTextEditorProps {
  /** Id of the editable area (the label's target, the error's owner). */
  id: string;
  /** The field's name read by screen readers. */
  label: string;
  /** HTML of the allowed tags; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  error?: boolean;
  /** The field's error or hint, shown under it by the form (id `${id}-helper`). */
  helperText?: string;
  /** Height of the editable area in pixels. */
  minHeight?: number;
}
