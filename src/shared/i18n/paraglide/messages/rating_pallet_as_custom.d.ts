/**
* | output |
* | --- |
* | "{type} · as Custom" |
*
* @param {Rating_Pallet_As_CustomInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_as_custom: ((inputs: Rating_Pallet_As_CustomInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Pallet_As_CustomInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Pallet_As_CustomInputs = {
    type: NonNullable<unknown>;
};
