/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} customer added" |
* | * | "{shown} customers added" |
*
* @param {Pricing_Customers_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_added: ((inputs: Pricing_Customers_AddedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_AddedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Customers_AddedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
