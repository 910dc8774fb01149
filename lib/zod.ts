// The one zod instance of the API, extended with `.openapi()` so that the schemas that
// validate requests (lib/search, lib/api) are the same objects that generate
// /v1/openapi.json (lib/openapi). Import `z` from here, not from "zod", in those files.
import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

extendZodWithOpenApi(z);

export { z };
