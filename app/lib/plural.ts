const rules = new Intl.PluralRules("ru-RU");

/** «1 товар», «3 товара», «24 товара», «5 товаров»: a number with the Russian word form it takes. */
export function plural(
  count: number,
  [one, few, many]: readonly [one: string, few: string, many: string],
): string {
  const form = rules.select(count);
  const word = form === "one" ? one : form === "few" ? few : many;
  return `${count.toLocaleString("ru-RU")} ${word}`;
}
