// Fills the accessibility gaps Swagger UI leaves (axe must stay clean on /docs): fields
// without a name and scrollable code blocks out of keyboard reach. Names come from the
// catalog (`apiDocs.fields`), in the page's language.

type FieldNames = {
  /** A field of no parameter and no known control. */
  value: string;
  /** The example picker of a response, by status code. */
  exampleOf: (code: string) => string;
  mediaType: string;
};

function labelFields(root: HTMLElement, names: FieldNames): void {
  // Scrollable code blocks (response bodies) must be reachable by keyboard.
  for (const block of root.querySelectorAll<HTMLElement>(".highlight-code > pre, pre.microlight")) {
    if (!block.hasAttribute("tabindex")) block.tabIndex = 0;
  }
  for (const field of root.querySelectorAll<HTMLElement>("input, select, textarea")) {
    if (field.getAttribute("aria-label") || (field.id && root.querySelector(`label[for="${CSS.escape(field.id)}"]`)))
      continue;
    // Parameter rows carry data-param-name and data-param-in: the parameter's own name
    // (code, the same in every language) and where it goes (query, path).
    const row = field.closest<HTMLElement>("tr[data-param-name]");
    const name = row
      ? `${row.dataset.paramName} (${row.dataset.paramIn ?? "parameter"})`
      : field.classList.contains("examples-select-element")
        ? names.exampleOf(field.closest<HTMLElement>("tr[data-code]")?.dataset.code ?? "")
        : field.closest(".content-type-wrapper, .response-control-media-type")
          ? names.mediaType
          : names.value;
    field.setAttribute("aria-label", name);
  }
}

/** Labels what Swagger UI renders in `root`, now and as it re-renders; returns the stop. */
export function labelSwaggerFields(root: HTMLElement, names: FieldNames): () => void {
  labelFields(root, names);
  const observer = new MutationObserver(() => labelFields(root, names));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
