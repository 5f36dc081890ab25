/**
* | output |
* | --- |
* | "buy price: not sold on this desk" |
*
* @param {Quotes_Not_Sold_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_sold_here: ((inputs?: Quotes_Not_Sold_HereInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Not_Sold_HereInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Not_Sold_HereInputs = {};
