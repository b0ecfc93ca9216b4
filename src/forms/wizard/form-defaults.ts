/** No value appears that the person did not give: no const or enum option is ever picked for them. */
export const DEFAULT_FORM_STATE = { constAsDefaults: 'never', emptyObjectFields: 'skipEmptyDefaults' } as const;
