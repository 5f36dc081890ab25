/**
* | output |
* | --- |
* | "Region" |
*
* @param {Lookups_Postal_Col_RegionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_col_region: ((inputs?: Lookups_Postal_Col_RegionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Col_RegionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Postal_Col_RegionInputs = {};
