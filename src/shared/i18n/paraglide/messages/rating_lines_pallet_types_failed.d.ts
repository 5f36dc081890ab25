/**
* | output |
* | --- |
* | "Could not load the pallet types (the standard ones are offered)" |
*
* @param {Rating_Lines_Pallet_Types_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pallet_types_failed: ((inputs?: Rating_Lines_Pallet_Types_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_Pallet_Types_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Lines_Pallet_Types_FailedInputs = {};
