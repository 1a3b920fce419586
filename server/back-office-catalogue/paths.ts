/** Where the stock-and-prices CSV is uploaded and exported (docs/back-office.md#каталог-и-цены). */
export const CATALOGUE_IMPORT_PATH = "/api/admin/catalogue/import";
export const CATALOGUE_EXPORT_PATH = "/api/admin/catalogue/export";
