// The results map's markers and lists (components/site/map/home-markers.ts). {count} is
// always 2 or more, and is filled in on the client.
export const mapMarkers = {
  cluster: "{count} habitatges en aquesta zona: apropa el mapa",
  group: "{count} habitatges en aquest punt: mostra'ls",
  approximateGroup: "{count} habitatges amb ubicació aproximada (poble o parròquia): mostra'ls",
  approximate: "ubicació aproximada",
  list: "Habitatges en aquest punt",
  approximateList: "Ubicació aproximada: només se sap el poble o la parròquia",
  close: "Tanca",
};
