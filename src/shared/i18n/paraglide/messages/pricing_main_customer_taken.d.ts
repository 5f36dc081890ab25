/**
* | output |
* | --- |
* | "“{name}” is already a customer of this desk." |
*
* @param {Pricing_Main_Customer_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_customer_taken: ((inputs: Pricing_Main_Customer_TakenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Customer_TakenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Main_Customer_TakenInputs = {
    name: NonNullable<unknown>;
};
