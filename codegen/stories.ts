import type { PreparedAct } from './act-modules';
import { BANNER } from './names';
import { sampleActData, sampleBlockData } from './sample-data';

/**
 * Storybook stories of every act block, generated from the act's files: for each block one
 * story with an empty form and one filled with the sample data of codegen/sample-data.ts, so a
 * designer sees a schema change after `npm run codegen` without anyone writing a story.
 */

/** Where an act's stories go, relative to src/forms/generated. */
export function storiesPath(id: string): string {
  return `stories/${id}.stories.tsx`;
}

/** Export name of a block story: Block1Empty, Block1Filled... */
export function storyExportName(number: number, filled: boolean): string {
  return `Block${number}${filled ? 'Filled' : 'Empty'}`;
}

/** The sidebar title; '/' would open a new level in Storybook's tree, so it becomes a fraction slash. */
function sidebarTitle(title: string): string {
  return `Акты/${title.replace(/\//g, '⁄')}`;
}

function literal(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);
}

/** The stories module of one act; `title` is the sidebar title (the act's title unless two acts share it). */
export function generateActStories(act: PreparedAct, title = act.definition.title): string {
  const data = sampleActData(act.schema, act.definition);
  const lines = [
    BANNER,
    "import type { Meta, StoryObj } from '@storybook/react-vite';",
    "import { ActBlockStory, primeDemoLookups } from '../../act-block-story';",
    '',
    `/** The blocks of «${act.definition.title}» (schemas/acts/${act.id}), empty and filled with sample data. */`,
    'const meta: Meta<typeof ActBlockStory> = {',
    `  title: ${JSON.stringify(sidebarTitle(title))},`,
    '  component: ActBlockStory,',
    `  args: { actId: '${act.id}' },`,
    '  argTypes: { actId: { control: false }, block: { control: false } },',
    `  beforeEach: () => primeDemoLookups('${act.id}'),`,
    '};',
    'export default meta;',
    'type Story = StoryObj<typeof meta>;',
  ];
  for (const block of act.definition.blocks) {
    const caption = `${block.number}. ${block.title}`;
    lines.push(
      '',
      `export const ${storyExportName(block.number, false)}: Story = {`,
      `  name: ${JSON.stringify(`${caption} — пусто`)},`,
      `  args: { block: ${block.number}, data: {} },`,
      '};',
      `export const ${storyExportName(block.number, true)}: Story = {`,
      `  name: ${JSON.stringify(`${caption} — заполнено`)},`,
      `  args: {`,
      `    block: ${block.number},`,
      `    data: ${literal(sampleBlockData(data, block.fields), '    ')},`,
      '  },',
      '};',
    );
  }
  lines.push('');
  return lines.join('\n');
}

/** The stories of every act by path; acts that share a title get their id added to it. */
export function generateStoryFiles(acts: readonly PreparedAct[]): Map<string, string> {
  const files = new Map<string, string>();
  const sorted = [...acts].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const act of sorted) {
    const shared = sorted.filter((other) => other.definition.title === act.definition.title).length > 1;
    files.set(
      storiesPath(act.id),
      generateActStories(act, shared ? `${act.definition.title} (${act.id})` : act.definition.title),
    );
  }
  return files;
}
