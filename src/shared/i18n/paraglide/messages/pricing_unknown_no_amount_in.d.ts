/**
* | output |
* | --- |
* | "This rate has no amount in {currency}." |
*
* @param {Pricing_Unknown_No_Amount_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_no_amount_in: ((inputs: Pricing_Unknown_No_Amount_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Unknown_No_Amount_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Unknown_No_Amount_InInputs = {
    currency: NonNullable<unknown>;
};
