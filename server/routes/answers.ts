// Temporary: the contract route files still import the shared answers from here until they move
// to server/schemas/ as well; the shared answer schemas live in server/schemas/answers.ts.
export * from '../schemas/answers.ts';
