/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} customer updated" |
* | * | "{shown} customers updated" |
*
* @param {Pricing_Customers_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_updated: ((inputs: Pricing_Customers_UpdatedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_UpdatedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Customers_UpdatedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
