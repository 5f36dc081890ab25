/**
* | output |
* | --- |
* | "Change {name}" |
*
* @param {Pricing_Customer_Form_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_form_change: ((inputs: Pricing_Customer_Form_ChangeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Form_ChangeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Customer_Form_ChangeInputs = {
    name: NonNullable<unknown>;
};
