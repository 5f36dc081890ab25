/**
* | output |
* | --- |
* | "2 to 4 letters, e.g. MAEU, MSCU." |
*
* @param {Tariffs_Scac_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_scac_hint: ((inputs?: Tariffs_Scac_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Scac_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Scac_HintInputs = {};
