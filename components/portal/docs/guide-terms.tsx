// Usage terms (docs/api.md#usage-terms) and the versioning policy.
import { C, H2, P } from "./code-block";

export function TermsGuide() {
  return (
    <>
      <P>
        By using a key you accept these terms. They are contractual: no response enforces them, but breaking them ends
        access.
      </P>
      <ol className="my-3 list-decimal space-y-2 pl-6">
        <li>
          Whenever you show an advert, name its source and link to the source advert (each <C>listings</C> entry has the
          source&apos;s name and the advert&apos;s <C>url</C>; the <C>attribution</C> string of{" "}
          <C>/properties/{"{id}"}</C> says it in one sentence).
        </li>
        <li>No bulk republication and no resale of the data.</li>
        <li>
          One key per organisation (several keys for your own apps are fine; sharing keys with other organisations is
          not).
        </li>
        <li>
          The data is what the sources publish: we consolidate and normalise it, but we do not vouch for prices,
          surfaces or availability.
        </li>
      </ol>
    </>
  );
}

export function VersioningGuide() {
  return (
    <>
      <P>
        The version is the first path segment: <C>/v1</C>. The OpenAPI description at <C>/v1/openapi.json</C> carries
        version <C>1.0.0</C>.
      </P>
      <H2>What may change within v1</H2>
      <P>
        Only additive changes: new endpoints, new optional parameters, new fields in responses, new headers. Write
        clients that ignore fields they do not know. The minor version of the OpenAPI document goes up with each
        addition.
      </P>
      <H2>Breaking changes</H2>
      <P>
        Removing or renaming a field, changing a type or a default, or tightening validation would ship as <C>/v2</C>.{" "}
        <C>/v1</C> then keeps working for at least 12 months, and key owners are told by email when <C>/v2</C> launches
        and again before <C>/v1</C> ends.
      </P>
    </>
  );
}
