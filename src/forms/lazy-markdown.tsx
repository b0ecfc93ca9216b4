import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as MarkdownToJsx } from 'markdown-to-jsx/react';

const LoadedMarkdown = lazy(() => import('markdown-to-jsx/react').then((module) => ({ default: module.Markdown })));

/**
 * markdown-to-jsx's `Markdown`, loaded the first time one is rendered. rjsf renders markdown only
 * in rare messages (a misconfigured field, `ui:enableMarkdownInDescription`, the stock file
 * widget), so its parser stays out of every block's first load; vite.config.ts points rjsf's
 * import here. Until the parser arrives, the plain text shows.
 */
export function Markdown(props: ComponentProps<typeof MarkdownToJsx>) {
  return (
    <Suspense fallback={typeof props.children === 'string' ? <span>{props.children}</span> : null}>
      <LoadedMarkdown {...props} />
    </Suspense>
  );
}
