import { createContext, useContext } from 'react';

/**
 * The matched route's title, provided by the shell around the screen: a screen that shows its
 * route's title (the placeholder of a section in development) reads it here instead of
 * importing the route table, which imports the screens.
 */
export const PageTitleContext = createContext<string | undefined>(undefined);

/** The title of the route on screen, if it has one. */
export function usePageTitle(): string | undefined {
  return useContext(PageTitleContext);
}
