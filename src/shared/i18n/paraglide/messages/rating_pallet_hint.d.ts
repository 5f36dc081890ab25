/**
* | output |
* | --- |
* | "Euro pallets are rated as EUR 1 (120 × 80 cm). American pallets (48 × 40 in) have no rating type of their own: they are rated as Custom, 122 × 102 cm. Pickin..." |
*
* @param {Rating_Pallet_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_hint: ((inputs?: Rating_Pallet_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Pallet_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Pallet_HintInputs = {};
