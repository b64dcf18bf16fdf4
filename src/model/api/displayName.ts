/**
 * The one name a page gives a documented entry, from its key. Classes and
 * members read as code (`Map`, `Map#flyTo`, `LngLat.convert`); events,
 * options and properties of objects read as words around code ("`Map`
 * option `accessToken`"), the words translated where the name is shown.
 */
export type EntryDisplayName =
  | {readonly role: 'code'; readonly code: string}
  | {readonly role: 'event' | 'option' | 'property'; readonly owner: string; readonly name: string};

export function entryDisplayName(key: string): EntryDisplayName {
  const event = /^(.+?)\.event:(.+)$/.exec(key);
  if (event) return {role: 'event', owner: event[1]!, name: event[2]!};
  const option = /^(.+?)\.param:options\.(.+)$/.exec(key);
  if (option) return {role: 'option', owner: option[1]!, name: option[2]!};
  const field = /^(.+?)\.param:(.+)$/.exec(key);
  if (field) return {role: 'property', owner: field[1]!, name: field[2]!};
  return {role: 'code', code: key};
}
