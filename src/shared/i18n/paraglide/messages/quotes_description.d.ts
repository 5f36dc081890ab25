/**
* | output |
* | --- |
* | "Rates saved from Rating. Book one before it expires; an expired quote must be rated again." |
*
* @param {Quotes_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_description: ((inputs?: Quotes_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_DescriptionInputs = {};
