/**
* | output |
* | --- |
* | "The reefer flag follows the container type (RF and HRF types are reefers). Weights in kg per container." |
*
* @param {Rating_Lines_Reefer_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_reefer_hint: ((inputs?: Rating_Lines_Reefer_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_Reefer_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Lines_Reefer_HintInputs = {};
