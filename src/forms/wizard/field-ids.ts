/** rjsf ids of a block's fields and their JSON pointers: 'root_person_snils' <-> '/person/snils' (field names are camelCase, no '_'). */
export const ID_PREFIX = 'root';

/** The id of the field at a pointer (the error summary's links, the place a draft was left). */
export const pointerToId = (pointer: string) => [ID_PREFIX, ...pointer.split('/').filter(Boolean)].join('_');

/** The pointer of a field's id (a field entered, a widget's own mistake). */
export const idToPointer = (id: string) => `/${id.split('_').slice(1).join('/')}`;
