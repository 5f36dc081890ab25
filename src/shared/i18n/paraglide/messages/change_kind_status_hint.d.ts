/**
* | output |
* | --- |
* | "A shipment’s tracking status moved (picked up, in transit, delivered…)." |
*
* @param {Change_Kind_Status_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_status_hint: ((inputs?: Change_Kind_Status_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Status_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Kind_Status_HintInputs = {};
