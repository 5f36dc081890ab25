/**
* | output |
* | --- |
* | "A shipment booked elsewhere appears in the list (not the ones you book here)." |
*
* @param {Change_Kind_Added_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_added_hint: ((inputs?: Change_Kind_Added_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Added_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Kind_Added_HintInputs = {};
