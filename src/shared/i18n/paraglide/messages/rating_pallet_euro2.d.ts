/**
* | output |
* | --- |
* | "EUR 2" |
*
* @param {Rating_Pallet_Euro2Inputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_euro2: ((inputs?: Rating_Pallet_Euro2Inputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Pallet_Euro2Inputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Pallet_Euro2Inputs = {};
