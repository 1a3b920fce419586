import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ColorModeSwitch } from "~/shell/color-mode-switch.tsx";
import { CookieNotice } from "~/shell/cookie-notice.tsx";
import { IconSprite } from "~/ui/icon-symbols.tsx";
import { Page } from "~/ui/page.tsx";
import { KeptItems, KeptMarkup, KeptMarkupContext } from "~/ui/kept-markup.tsx";
import { ProductCard, type ProductCardData } from "~/ui/product-card.tsx";
import { createKeptMarkupStore } from "./kept-markup.server.ts";
import { type FavouritesRootData } from "~/features/favourites/favourite-button.tsx";
import { LikeableProductGrid } from "~/features/favourites/likeable-product-card.tsx";

const cardProduct: ProductCardData = {
  id: "7",
  name: "Nike Air Force 1 '07 «Triple White»",
  slug: "nike-air-force-1-07-white-7",
  brands: "Nike",
  image: { url: "/demo-images/af1.webp", alt: "Кроссовки & шнурки" },
  price: 1_299_000,
  oldPrice: 1_599_000,
  sale: 19,
  badges: [
    {
      id: "b1",
      title: "Хит",
      hexColor: "#fff",
      hexBgColor: "#c00",
      hexBorderColor: "#c00",
      logoUrl: null,
    },
  ],
};

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

  it("lets the least recently asked for go first when full", async () => {
    // Room for two parts of ~105 characters (their HTML and key), not three.
    const store = createKeptMarkupStore(250);
    for (const name of ["a", "b"]) {
      renderToString(<Part store={store} sections={[name]} />);
      await immediate();
    }
    // «a» asked for again, then a third part: «b» goes.
    expect(store.get("sections:a", () => <></>)).toContain("/catalog/a");
    renderToString(<Part store={store} sections={["c"]} />);
    await immediate();
    expect(store.get("sections:b", () => <></>)).toBeUndefined();
    expect(store.get("sections:a", () => <></>)).toContain("/catalog/a");
    expect(store.get("sections:c", () => <></>)).toContain("/catalog/c");
  });

  it("writes a product card as React does, keyed by all it shows; the like button stays live", async () => {
    const product = cardProduct;
    const store = createKeptMarkupStore();
    const card = (data: ProductCardData, liked: boolean, kept = store) => (
      <KeptMarkupContext.Provider value={kept}>
        <ProductCard product={data} likeButton={<button aria-pressed={liked}>♡</button>} />
      </KeptMarkupContext.Provider>
    );
    const rendered = renderToString(
      <ProductCard product={product} likeButton={<button aria-pressed={false}>♡</button>} />,
    );
    expect(renderToString(card(product, false))).toBe(rendered);
    await immediate();
    expect(renderToString(card(product, false))).toBe(rendered);
    // The like button is the visitor's, rendered on every page.
    expect(renderToString(card(product, true))).toContain('aria-pressed="true"');
    // A new price is a new key: never the old card's HTML.
    const cheaper = { ...product, price: 999_000 };
    expect(renderToString(card(cheaper, false))).toMatch(/>9\s990/);
    expect(renderToString(card(cheaper, false))).not.toMatch(/12\s990/);
  });

  it("keeps a filter option once for all its counts, and writes each count where React would", async () => {
    const store = createKeptMarkupStore();
    const made = vi.spyOn(store, "get");
    const options = (counts: number[], kept: typeof store | null = store, twice = "") => (
      <KeptMarkupContext.Provider value={kept}>
        <KeptItems
          as="div"
          items={counts.map((count, index) => {
            const value = `brand-${index}`;
            return {
              id: value,
              markupKey: () => `option:brand\t${value}`,
              number: count,
              children: (shown) => (
                <label>
                  <input type="checkbox" name="brand" value={value} readOnly />
                  {"Nike & Co "}
                  <span>{shown}</span>
                  {twice === value ? <span>{shown}</span> : null}
                </label>
              ),
            };
          })}
        />
      </KeptMarkupContext.Provider>
    );
    const own = (counts: number[], twice = "") => renderToString(options(counts, null, twice));
    expect(own([8])).toBe(
      '<div><label><input type="checkbox" name="brand" readonly="" value="brand-0"/>Nike &amp; Co <span>8</span></label></div>',
    );
    expect(renderToString(options([8, 2]))).toBe(own([8, 2]));
    await immediate();
    // Kept now: other counts come from the same HTML, each where React writes it.
    for (const counts of [
      [0, 3],
      [120, 7],
    ])
      expect(renderToString(options(counts))).toBe(own(counts));
    const kept = made.mock.results.slice(2).map((result) => result.value as string | undefined);
    expect(kept.every((html) => html?.includes("<span>\uE000\uE001\uE000</span>"))).toBe(true);
    // A new option not kept yet: the whole list is React's own this time, and kept for the next.
    expect(renderToString(options([5, 4, 1]))).toBe(own([5, 4, 1]));
    await immediate();
    made.mockClear();
    expect(renderToString(options([6, 2, 9]))).toBe(own([6, 2, 9]));
    expect(made.mock.results.every((result) => typeof result.value === "string")).toBe(true);
    // An item that writes its number twice is never written from kept HTML, nor its list.
    const twiceStore = createKeptMarkupStore();
    expect(renderToString(options([5, 1], twiceStore, "brand-1"))).toBe(own([5, 1], "brand-1"));
    await immediate();
    expect(renderToString(options([6, 2], twiceStore, "brand-1"))).toBe(own([6, 2], "brand-1"));
  });
});

describe("the frame's kept parts", () => {
  /**
   * A page of the shop's router, rendered twice with a store: the second from kept HTML. `root`
   * is the root route's loader data (the visitor's favourites).
   */
  async function twice(element: ReactElement, root: FavouritesRootData = { favouriteIds: [] }) {
    // The memory router's layout effect warns on the server; the shop's server has none.
    const error = console.error;
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes("useLayoutEffect does nothing on the server")) error(...args);
    });
    const store = createKeptMarkupStore();
    const answers = vi.spyOn(store, "get");
    const Stub = createRoutesStub([
      { id: "root", path: "/info/contacts", Component: () => element },
    ]);
    const page = (kept: typeof store | null) =>
      renderToString(
        <KeptMarkupContext.Provider value={kept}>
          <Stub initialEntries={["/info/contacts"]} hydrationData={{ loaderData: { root } }} />
        </KeptMarkupContext.Provider>,
      );
    const own = page(null);
    expect(page(store)).toBe(own);
    await immediate();
    answers.mockClear();
    const kept = page(store);
    // Written from the store: every part asked for was kept.
    expect(answers.mock.results.length).toBeGreaterThan(0);
    expect(answers.mock.results.every((result) => typeof result.value === "string")).toBe(true);
    vi.restoreAllMocks();
    return { own, kept };
  }

  it("writes the icons' symbols, the colour modes and the cookie notice as React does", async () => {
    for (const part of [
      <IconSprite key="sprite" />,
      <ColorModeSwitch key="modes" mode="dark" />,
      <CookieNotice key="cookies" />,
    ]) {
      const { own, kept } = await twice(part);
      expect(kept).toBe(own);
    }
  });

  it("writes a listing's cards with their like buttons as React does, liked or not", async () => {
    const products = [cardProduct, { ...cardProduct, id: "8", slug: "other-8", sale: 0 }];
    const grid = <LikeableProductGrid heading="Товары" products={products} />;
    const { own, kept } = await twice(grid, { favouriteIds: ["8"] });
    expect(kept).toBe(own);
    expect(own.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(own).toContain('value="8" aria-pressed="true" title="Убрать из избранного"');
    // Another visitor, who liked nothing: another key, never the first one's buttons.
    const { own: anonymous, kept: anonymousKept } = await twice(grid);
    expect(anonymousKept).toBe(anonymous);
    expect(anonymous).not.toContain('aria-pressed="true"');
  });

  it("writes a text page's breadcrumbs and content as React does", async () => {
    const { own, kept } = await twice(
      <Page title="Контакты" breadcrumbs={[{ label: "Каталог", to: "/catalog" }]} contentKey="test">
        <p>
          Ответы — в разделе{" "}
          <a href="/info/faq" data-discover="true">
            «Вопросы и ответы»
          </a>
          .
        </p>
      </Page>,
    );
    expect(kept).toBe(own);
    expect(own).toContain('<a href="/catalog" data-discover="true"');
    expect(own).toContain('<span aria-current="page">Контакты</span>');
  });
});
