/**
* | output |
* | --- |
* | "Height not fixed" |
*
* @param {Lookups_Pallets_Height_Not_FixedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_height_not_fixed: ((inputs?: Lookups_Pallets_Height_Not_FixedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_Height_Not_FixedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Pallets_Height_Not_FixedInputs = {};
