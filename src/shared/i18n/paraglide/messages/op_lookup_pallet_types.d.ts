/**
* | output |
* | --- |
* | "List pallet types" |
*
* @param {Op_Lookup_Pallet_TypesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_pallet_types: ((inputs?: Op_Lookup_Pallet_TypesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_Pallet_TypesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Op_Lookup_Pallet_TypesInputs = {};
