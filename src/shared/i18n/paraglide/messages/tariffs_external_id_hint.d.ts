/**
* | output |
* | --- |
* | "Optional. Your own reference for this tariff." |
*
* @param {Tariffs_External_Id_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_external_id_hint: ((inputs?: Tariffs_External_Id_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_External_Id_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_External_Id_HintInputs = {};
