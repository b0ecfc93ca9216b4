// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closedNetwork } from '@/testing/mocks/handlers/network';
import { server } from '@/testing/mocks/server';
import preview from '../../.storybook/preview';

/**
 * Every story designers review renders, inside the same decorators Storybook wraps it in (theme,
 * router), without an error: a story that breaks there (a second router inside the preview's, a
 * missing provider) fails here instead of in front of a designer. The network is closed: a story
 * that needs answers brings them in its own args or decorators.
 */
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../../src/**/*.stories.tsx', { eager: true });

beforeEach(() => server.use(...closedNetwork));

describe('every story renders', () => {
  it('finds the stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(40);
  });

  for (const [file, module] of Object.entries(modules)) {
    // Each run() first unmounts the story run before it, so the page holds one story at a time.
    const stories = Object.entries(composeStories(module)) as [string, { run(): Promise<void> }][];
    describe(file.replace('../../', ''), () => {
      for (const [name, Story] of stories) {
        it(name, async () => {
          const consoleErrors: string[] = [];
          const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
            consoleErrors.push(args.map(String).join(' '));
          });
          try {
            // Renders the story as Storybook does (loaders, decorators, play function) into the page.
            await Story.run();
            await waitFor(() => expect(document.body.textContent?.trim().length).toBeGreaterThan(0), { timeout: 5000 });
            expect(
              consoleErrors.filter((m) =>
                /inside another <Router>|The above error occurred|is not a function|Cannot read properties/.test(m),
              ),
            ).toEqual([]);
          } finally {
            spy.mockRestore();
          }
        });
      }
    });
  }
});
