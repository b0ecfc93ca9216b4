/**
 * The import of the real lookup fields, in a small module of its own that is itself downloaded on
 * demand: the bundler gives such an import the list of every chunk the Autocomplete's module needs
 * (some twenty hashed names, a third of a kilobyte), and this way that list comes with the first
 * use of a lookup field instead of with every form's first paint.
 */
export const importAutocomplete = () => import('./lookup-autocomplete');
