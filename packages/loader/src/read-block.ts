/** A page-level JSON block such as `<script type="application/json" data-search-config="main">`. */
export function readBlock(document: Document, kind: string, name: string): unknown {
  const block = [
    ...document.querySelectorAll(`script[type="application/json"][data-${kind}-config]`),
  ].find((script) => script.getAttribute(`data-${kind}-config`) === name);
  if (!block)
    throw new Error(
      `No <script type="application/json" data-${kind}-config="${name}"> on the page.`,
    );
  return JSON.parse(block.textContent ?? '');
}
