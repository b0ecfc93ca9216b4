import { downloadOnce } from '@/components/on-demand';

type AutocompleteModule = typeof import('./lookup-autocomplete');

/**
 * The real lookup fields (MUI's Autocomplete), downloaded once per page when a person first
 * points at, focuses or uses a lookup field. A failed download (no network for a moment, a newer
 * deployment) is not remembered: the next call downloads again.
 */
const autocomplete = downloadOnce<AutocompleteModule>(() =>
  import('./autocomplete-import').then((module) => module.importAutocomplete()),
);

export const loadAutocomplete = autocomplete.load;

/** The real lookup fields if they are already downloaded: a field then switches at once, in the same event. */
export const loadedAutocomplete = autocomplete.loaded;

/** Starts the download on a sign of intent; a failure is ignored here and tried again when the field is used. */
export const prefetchAutocomplete = autocomplete.prefetch;
