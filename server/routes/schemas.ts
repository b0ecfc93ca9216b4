// Temporary: the contract route files still import the shared schema pieces from here until they
// move to server/schemas/ as well; the pieces live in server/schemas/shared.ts.
export * from '../schemas/shared.ts';
