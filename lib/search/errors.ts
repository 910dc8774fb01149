// Errors the query layer raises for input it cannot serve. lib/api maps them to
// 400 invalid_parameter; the site treats them like parseSearchParams errors.
export class InvalidParameterError extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
    this.name = "InvalidParameterError";
  }
}
