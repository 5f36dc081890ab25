/**
* | output |
* | --- |
* | "Could not delete {name}" |
*
* @param {Pricing_Customers_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_delete_failed: ((inputs: Pricing_Customers_Delete_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Delete_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Customers_Delete_FailedInputs = {
    name: NonNullable<unknown>;
};
