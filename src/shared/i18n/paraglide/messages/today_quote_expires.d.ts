/**
* | output |
* | --- |
* | "{type}: expires {when}" |
*
* @param {Today_Quote_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quote_expires: ((inputs: Today_Quote_ExpiresInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quote_ExpiresInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Quote_ExpiresInputs = {
    type: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
