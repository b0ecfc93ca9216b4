// Temporary: the catalogue contracts' schemas still import the registry's service schema from here
// until they move to server/schemas/ as well; it lives in server/schemas/registry.ts.
export * from '../schemas/registry.ts';
