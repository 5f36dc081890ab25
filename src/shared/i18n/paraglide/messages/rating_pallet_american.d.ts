/**
* | output |
* | --- |
* | "American (rated as Custom)" |
*
* @param {Rating_Pallet_AmericanInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_american: ((inputs?: Rating_Pallet_AmericanInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Pallet_AmericanInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Pallet_AmericanInputs = {};
