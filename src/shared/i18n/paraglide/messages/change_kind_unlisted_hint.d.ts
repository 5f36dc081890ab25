/**
* | output |
* | --- |
* | "The service stopped listing a shipment; the desk keeps it." |
*
* @param {Change_Kind_Unlisted_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_unlisted_hint: ((inputs?: Change_Kind_Unlisted_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Unlisted_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Kind_Unlisted_HintInputs = {};
