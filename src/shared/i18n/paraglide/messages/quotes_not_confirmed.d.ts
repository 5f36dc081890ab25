/**
* | output |
* | --- |
* | "Not confirmed" |
*
* @param {Quotes_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_confirmed: ((inputs?: Quotes_Not_ConfirmedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Not_ConfirmedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Not_ConfirmedInputs = {};
