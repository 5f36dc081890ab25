/**
* | output |
* | --- |
* | "RKST code" |
*
* @param {Lookups_Ports_Col_RkstInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_col_rkst: ((inputs?: Lookups_Ports_Col_RkstInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Col_RkstInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Ports_Col_RkstInputs = {};
