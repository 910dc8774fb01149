// The shared query layer of the site and the API (docs/architecture.md#layers). Server-side only.
export { parseSearchParams, searchQuerySchema, searchQueryShape, SEARCH_PARAMETERS, type SearchQuery, type ParseResult } from "./search-query";
export type { ParameterError } from "./params";
export { searchProperties, type SearchOptions } from "./search-properties";
export { getPropertyDetail, type DetailOptions, type PropertyDetailResult } from "./property-detail";
export { listParishes, listTowns, type ParishRecord, type TownRecord, type ListResult } from "./reference";
export { InvalidParameterError } from "./errors";
export { resolveBaseUrl, propertyUrl } from "./property-row";
export { HOME_TYPES, OPERATIONS, PROPERTY_TYPES, SORTS, type OperationId, type PropertyTypeId, type SortId } from "./vocabulary";
export type * from "./types";
export { changesQuerySchema, changesQueryShape, CHANGES_PARAMETERS, type ChangesQuery } from "./changes-query";
export { listChanges, type ChangeItem, type ChangesResult } from "./list-changes";
