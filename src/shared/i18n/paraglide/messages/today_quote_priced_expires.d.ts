/**
* | output |
* | --- |
* | "{type}, {price}: expires {when}" |
*
* @param {Today_Quote_Priced_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quote_priced_expires: ((inputs: Today_Quote_Priced_ExpiresInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quote_Priced_ExpiresInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Quote_Priced_ExpiresInputs = {
    type: NonNullable<unknown>;
    price: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
