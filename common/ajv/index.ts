/** The portal's single ajv configuration: factory, custom keywords, Russian messages, standalone helpers. */
export { createAjv, extendAjv, type CreateAjvOptions } from './create-ajv';
export { keywordDefinitions, keywordCheckers, CUSTOM_KEYWORDS, type CheckerName } from './keywords';
export { localizeErrors, errorsToMessages, errorPointer, type FieldMessage } from './localize';
export {
  standaloneImports,
  esmStandaloneModule,
  STANDALONE_IMPORTS,
  DEFAULT_VALIDATION_MODULE,
  FORMATS_IDENTIFIER,
} from './standalone-module';
