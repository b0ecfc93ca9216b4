import type { ComponentProps } from 'react';
import type { Markdown as MarkdownToJsx } from 'markdown-to-jsx/react';
import { onDemand, OnDemandPart } from '@/components/on-demand';

type MarkdownProps = ComponentProps<typeof MarkdownToJsx>;

const LoadedMarkdown = onDemand<MarkdownProps>(() => import('markdown-to-jsx/react').then((module) => module.Markdown));

/**
 * markdown-to-jsx's `Markdown`, loaded the first time one is rendered. rjsf renders markdown only
 * in rare messages (a misconfigured field, `ui:enableMarkdownInDescription`, the stock file
 * widget), so its parser stays out of every block's first load; vite.config.ts points rjsf's
 * import here. Until the parser arrives (or if it cannot be downloaded), the plain text shows.
 */
export function Markdown(props: MarkdownProps) {
  const plain = typeof props.children === 'string' ? <span>{props.children}</span> : null;
  return (
    <OnDemandPart fallback={plain}>
      <LoadedMarkdown {...props} />
    </OnDemandPart>
  );
}
