import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { KeptMarkup, KeptMarkupContext } from "~/shell/kept-markup.tsx";
import { createKeptMarkupStore } from "./kept-markup.server.ts";

const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A part as the frame's are: plain elements, adjacent texts, Cyrillic, an attribute to escape. */
function Part({
  store,
  sections,
}: {
  store?: ReturnType<typeof createKeptMarkupStore>;
  sections: string[];
}) {
  return (
    <KeptMarkupContext.Provider value={store ?? null}>
      <footer>
        <KeptMarkup as="ul" markupKey={`sections:${sections.join("|")}`} className="footer-links">
          <>
            {sections.map((name) => (
              <li key={name}>
                <a href={`/catalog/${name}`} title={`«${name}» & co`} data-discover="true">
                  {name} {sections.length}
                </a>
              </li>
            ))}
          </>
        </KeptMarkup>
      </footer>
    </KeptMarkupContext.Provider>
  );
}

describe("kept markup", () => {
  it("writes the HTML React writes itself, once kept, so the browser hydrates the same elements", async () => {
    const store = createKeptMarkupStore();
    const sections = ["Обувь", "Одежда"];
    const rendered = renderToString(<Part sections={sections} />);
    expect(renderToString(<Part store={store} sections={sections} />)).toBe(rendered);
    await immediate();
    // Now from the store: the same bytes.
    expect(renderToString(<Part store={store} sections={sections} />)).toBe(rendered);
    expect(rendered).toContain("Обувь<!-- --> <!-- -->2");
  });

  it("keeps each key apart", async () => {
    const store = createKeptMarkupStore();
    renderToString(<Part store={store} sections={["Обувь"]} />);
    await immediate();
    const other = renderToString(<Part store={store} sections={["Аксессуары"]} />);
    expect(other).toContain("Аксессуары");
    expect(other).not.toContain("Обувь");
  });

  it("starts afresh when more keys than it keeps arrive", async () => {
    const store = createKeptMarkupStore(2);
    for (const name of ["a", "b", "c"]) {
      renderToString(<Part store={store} sections={[name]} />);
      await immediate();
    }
    expect(store.get("sections:a", <></>)).toBeUndefined();
    expect(store.get("sections:c", <></>)).toContain("/catalog/c");
  });
});
