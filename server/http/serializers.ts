import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/** The answers' serializers of the process, by the shared schemas and options, then by the answer's schema. */
const compiled = new Map<string, Map<string, Serializer>>();

/**
 * Fastify's own serializer factory (fast-json-stringify), keeping what it compiled for the process:
 * an app built again in the same process with the same shared schemas (the server tests build one per
 * file) takes the compiled serializer of an equal answer schema instead of compiling ~300 again. A
 * serializer is a pure function of its schema, the shared schemas and the options, which make the key.
 */
export const cachedSerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  const context = JSON.stringify([externalSchemas ?? null, options ?? null]);
  let byContext = compiled.get(context);
  if (!byContext) compiled.set(context, (byContext = new Map()));
  const serializers = byContext;
  return (route) => {
    const key = JSON.stringify(route.schema);
    let serializer = serializers.get(key);
    if (!serializer) serializers.set(key, (serializer = compile(route)));
    return serializer;
  };
};
