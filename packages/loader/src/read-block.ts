/** A page-level JSON block such as `<script type="application/json" data-search-config="main">`. */
export function readBlock(document: Document, kind: string, name: string): unknown {
  const tag = `<script type="application/json" data-${kind}-config="${name}">`;
  const block = [
    ...document.querySelectorAll(`script[type="application/json"][data-${kind}-config]`),
  ].find((script) => script.getAttribute(`data-${kind}-config`) === name);
  if (!block) throw new Error(`No ${tag} on the page.`);
  try {
    return JSON.parse(block.textContent ?? '');
  } catch (error) {
    // Every widget of that search reports this error as its own: a bare "Expected
    // double-quoted property name" would send the integrator to the widget's config instead.
    throw new Error(`${tag}: ${error}`);
  }
}
