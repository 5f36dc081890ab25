/**
* | output |
* | --- |
* | "“{name}” is already a customer: change that one, or give another name" |
*
* @param {Pricing_Main_Customer_Taken_FieldInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_customer_taken_field: ((inputs: Pricing_Main_Customer_Taken_FieldInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Customer_Taken_FieldInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Main_Customer_Taken_FieldInputs = {
    name: NonNullable<unknown>;
};
