/**
* | output |
* | --- |
* | "Sent; outcome unknown. Check the report before adding them again." |
*
* @param {Tariffs_Sent_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_sent_unknown: ((inputs?: Tariffs_Sent_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Sent_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Sent_UnknownInputs = {};
