/**
* | output |
* | --- |
* | "Pallet types" |
*
* @param {Rating_Lines_Pallet_TypesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pallet_types: ((inputs?: Rating_Lines_Pallet_TypesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_Pallet_TypesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Lines_Pallet_TypesInputs = {};
