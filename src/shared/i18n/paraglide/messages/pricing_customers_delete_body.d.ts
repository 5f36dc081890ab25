/**
* | output |
* | --- |
* | "{name} is deleted from this desk. Quotes saved for it keep its name." |
*
* @param {Pricing_Customers_Delete_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_delete_body: ((inputs: Pricing_Customers_Delete_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Delete_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Customers_Delete_BodyInputs = {
    name: NonNullable<unknown>;
};
