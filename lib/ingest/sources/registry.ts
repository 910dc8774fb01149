// The connectors `--format` can name. A new format: one file exporting a Connector, added here.
import type { Connector } from "./connector";
import { kyeroConnector } from "./kyero";
import { pisosadCsvConnector } from "./pisosad-csv";

export const CONNECTORS: readonly Connector[] = [kyeroConnector, pisosadCsvConnector];

export function connectorFor(format: string): Connector {
  const found = CONNECTORS.find((c) => c.id === format);
  if (!found) throw new Error(`unknown format "${format}" (known: ${CONNECTORS.map((c) => c.id).join(", ")})`);
  return found;
}

export type { Connector } from "./connector";
