/** The product's characteristics, in the order a shopper reads them, with their Russian names. */
const LABELS = {
  modelName: "Модель",
  sex: "Пол",
  seasons: "Сезон",
  material: "Материал",
  paddingMaterial: "Материал подкладки",
  sole: "Подошва",
  fasteningType: "Застёжка",
  heelType: "Каблук",
  toeStyle: "Форма мыска",
  shagHeight: "Высота голенища",
  functionality: "Назначение",
  factoryDate: "Дата производства",
  packaging: "Упаковка",
  additionalInfo: "Дополнительно",
} as const;

export type PropertiesData = { [key in keyof typeof LABELS]: string | null };

/** A definition list of the characteristics that have a value; nothing when none has. */
export function Properties({ properties }: { properties: PropertiesData | null }) {
  if (!properties) return null;
  const rows = (Object.keys(LABELS) as (keyof typeof LABELS)[])
    .map((key) => ({ key, label: LABELS[key], value: properties[key]?.trim() }))
    .filter((row) => row.value);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="properties-heading" className="mt-8">
      <h2 id="properties-heading" className="text-xl font-semibold">
        Характеристики
      </h2>
      <dl className="mt-3 divide-y divide-neutral-200 text-sm dark:divide-neutral-800">
        {rows.map((row) => (
          <div key={row.key} className="grid grid-cols-2 gap-4 py-2">
            <dt className="text-neutral-500 dark:text-neutral-400">{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
