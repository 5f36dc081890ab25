/**
* | output |
* | --- |
* | "{file}: {message}" |
*
* @param {Pricing_Customers_Import_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_import_failed: ((inputs: Pricing_Customers_Import_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Import_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Customers_Import_FailedInputs = {
    file: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
