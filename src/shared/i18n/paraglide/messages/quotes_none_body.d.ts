/**
* | output |
* | --- |
* | "Rate a shipment and choose Save quote on the offer you want to keep." |
*
* @param {Quotes_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_none_body: ((inputs?: Quotes_None_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_None_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_None_BodyInputs = {};
