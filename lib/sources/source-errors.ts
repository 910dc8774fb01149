// Why an operator's command on a source was refused, as a code the console can branch on
// and a sentence the CLI prints as it is.
export type SourceCommandCode = "invalid" | "not_found" | "exists" | "no_feed" | "has_adverts" | "busy";

export class SourceCommandError extends Error {
  constructor(
    readonly code: SourceCommandCode,
    message: string,
  ) {
    super(message);
    this.name = "SourceCommandError";
  }
}
