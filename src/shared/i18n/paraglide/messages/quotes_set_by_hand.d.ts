/**
* | output |
* | --- |
* | "set by hand" |
*
* @param {Quotes_Set_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_set_by_hand: ((inputs?: Quotes_Set_By_HandInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Set_By_HandInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Set_By_HandInputs = {};
