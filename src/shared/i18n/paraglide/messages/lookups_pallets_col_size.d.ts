/**
* | output |
* | --- |
* | "Length × width × height" |
*
* @param {Lookups_Pallets_Col_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_col_size: ((inputs?: Lookups_Pallets_Col_SizeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_Col_SizeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Pallets_Col_SizeInputs = {};
