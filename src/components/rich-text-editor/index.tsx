import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { RichTextEditorProps } from './props';

export type { RichTextEditorProps } from './props';

const Editor = lazy(() => import('./rich-text-editor'));

/**
 * The rich-text editor of news cards, loaded when first shown: the editor library stays out of
 * every page a reader opens and comes only with an administrator's form.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={<Skeleton variant="rounded" height={(props.minHeight ?? 220) + 48} aria-label="Загрузка редактора" />}
    >
      <Editor {...props} />
    </Suspense>
  );
}
