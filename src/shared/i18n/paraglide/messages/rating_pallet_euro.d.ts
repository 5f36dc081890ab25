/**
* | output |
* | --- |
* | "Euro (EUR 1)" |
*
* @param {Rating_Pallet_EuroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_euro: ((inputs?: Rating_Pallet_EuroInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Pallet_EuroInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Pallet_EuroInputs = {};
