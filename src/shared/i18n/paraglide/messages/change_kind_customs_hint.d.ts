/**
* | output |
* | --- |
* | "A shipment’s customs status moved (pending, cleared, held…)." |
*
* @param {Change_Kind_Customs_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_customs_hint: ((inputs?: Change_Kind_Customs_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Customs_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Kind_Customs_HintInputs = {};
