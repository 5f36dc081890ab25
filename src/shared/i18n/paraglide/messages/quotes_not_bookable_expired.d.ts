/**
* | output |
* | --- |
* | "Not bookable: the quote expired. Rate again for a current price." |
*
* @param {Quotes_Not_Bookable_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_bookable_expired: ((inputs?: Quotes_Not_Bookable_ExpiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Not_Bookable_ExpiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Not_Bookable_ExpiredInputs = {};
