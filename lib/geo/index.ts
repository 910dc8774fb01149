// Reference geography of Andorra: parishes (OSM boundaries), towns, point-in-polygon and
// town-name matching. Data: data/reference (see its README for sources and licences).
export { PARISHES, PARISH_IDS, parishById, type ParishId } from "./parishes";
export { ANDORRA_BOX, distanceMetres, parishAt } from "./parish-at";
export { TOWNS, findTownInText, matchTown, parishOfPostcode, type Town } from "./towns";
export { comparePlaceNames, foldWords, placeKey, placeParts } from "./place-names";
export { seedReferenceData } from "./seed";
