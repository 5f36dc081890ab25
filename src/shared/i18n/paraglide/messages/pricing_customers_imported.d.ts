/**
* | output |
* | --- |
* | "{file}: {added}, {updated}." |
*
* @param {Pricing_Customers_ImportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_imported: ((inputs: Pricing_Customers_ImportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_ImportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Customers_ImportedInputs = {
    file: NonNullable<unknown>;
    added: NonNullable<unknown>;
    updated: NonNullable<unknown>;
};
