/**
* | output |
* | --- |
* | "UN/LOCODE" |
*
* @param {Lookups_Ports_Col_UnlocodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_col_unlocode: ((inputs?: Lookups_Ports_Col_UnlocodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Col_UnlocodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Ports_Col_UnlocodeInputs = {};
