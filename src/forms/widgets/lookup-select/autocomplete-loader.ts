type AutocompleteModule = typeof import('./lookup-autocomplete');

let loaded: AutocompleteModule | undefined;
let pending: Promise<AutocompleteModule> | undefined;

/**
 * The real lookup fields (MUI's Autocomplete), downloaded once per page when a person first
 * points at, focuses or uses a lookup field. A failed download (no network for a moment, a newer
 * deployment) is not remembered: the next call downloads again.
 */
export function loadAutocomplete(): Promise<AutocompleteModule> {
  pending ??= import('./autocomplete-import')
    .then((module) => module.importAutocomplete())
    .then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
  return pending;
}

/** The real lookup fields if they are already downloaded: a field then switches at once, in the same event. */
export function loadedAutocomplete(): AutocompleteModule | undefined {
  return loaded;
}

/** Starts the download on a sign of intent; a failure is ignored here and tried again when the field is used. */
export function prefetchAutocomplete(): void {
  loadAutocomplete().catch(() => undefined);
}
