import { describe, expect, it } from "vitest";
import { blogPosts } from "../seed/data/index.ts";
import { linkKind, sanitizeArticleHtml } from "./sanitize.ts";

describe("sanitizeArticleHtml", () => {
  it("keeps the article tags and relative links", () => {
    const html =
      "<h2>Размеры</h2><h3>Обувь</h3><p>Смотрите <strong>см</strong>, а не <em>EU</em>.</p>" +
      "<ul><li>Один</li></ul><ol><li>Два</li></ol><blockquote>Цитата</blockquote>" +
      '<p><a href="/blog/kak-vybrat-razmer">статья</a> и <a href="#faq">ниже</a></p>';

    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it("keeps every seeded article as it was written", () => {
    for (const post of blogPosts) expect(sanitizeArticleHtml(post.html), post.slug).toBe(post.html);
  });

  it("removes scripts and styles with their content", () => {
    expect(
      sanitizeArticleHtml(
        '<p>До<script>alert("xss")</script><style>p { display: none }</style>после</p>' +
          "<noscript><p>нет JS</p></noscript><SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
      ),
    ).toBe("<p>Допосле</p>");
  });

  it("removes event handlers, styles and classes but keeps the tag", () => {
    expect(
      sanitizeArticleHtml(
        '<p onclick="alert(1)" style="color:red" class="lead" id="x">Текст</p>' +
          '<h2 onmouseover="steal()">Заголовок</h2>',
      ),
    ).toBe("<p>Текст</p><h2>Заголовок</h2>");
  });

  it("unwraps other tags, keeping their text, and drops media", () => {
    expect(
      sanitizeArticleHtml(
        '<h1>Большой</h1><div><span>Текст</span></div><img src="x" onerror="alert(1)">' +
          '<iframe src="https://evil.example">фрейм</iframe><svg onload="alert(1)"></svg>' +
          '<form action="/x"><input name="code"></form><table><tr><td>ячейка</td></tr></table>',
      ),
    ).toBe("БольшойТекстячейка");
  });

  it("removes javascript:, data: and other non-https links but keeps their text", () => {
    for (const href of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java&#x0A;script:alert(1)",
      "&#106;avascript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
      "vbscript:msgbox(1)",
      "http://example.com",
      "mailto:shop@example.com",
      "//evil.example/path",
      "/\\evil.example",
    ]) {
      expect(sanitizeArticleHtml(`<p><a href="${href}">ссылка</a></p>`), href).toBe(
        "<p>ссылка</p>",
      );
    }
  });

  it('marks https links to other sites rel="noopener" and drops their other attributes', () => {
    expect(
      sanitizeArticleHtml(
        '<a href="https://www.nike.com/ru/?a=1&b=2" target="_blank" rel="opener" onclick="x()">Nike</a>',
      ),
    ).toBe('<a href="https://www.nike.com/ru/?a=1&amp;b=2" rel="noopener">Nike</a>');
    expect(sanitizeArticleHtml('<a href="/cart" rel="nofollow" target="_blank">Корзина</a>')).toBe(
      '<a href="/cart">Корзина</a>',
    );
  });

  it("escapes text so that it cannot open a tag", () => {
    expect(sanitizeArticleHtml("<p>1 &lt; 2 &amp;&amp; <b>3 > 2</b></p>")).toBe(
      "<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>",
    );
  });
});

describe("linkKind", () => {
  it("tells shop pages from other https sites and refuses the rest", () => {
    expect(linkKind("/catalog/krossovki")).toBe("relative");
    expect(linkKind("kak-vybrat-razmer")).toBe("relative");
    expect(linkKind("?page=2")).toBe("relative");
    expect(linkKind("https://example.com")).toBe("external");
    expect(linkKind("HTTPS://example.com")).toBe("external");
    expect(linkKind("java\tscript:alert(1)")).toBeNull();
    expect(linkKind("\u0001javascript:alert(1)")).toBeNull();
    expect(linkKind("//example.com")).toBeNull();
    expect(linkKind("https:example.com")).toBeNull();
    expect(linkKind("ftp://example.com")).toBeNull();
  });
});
