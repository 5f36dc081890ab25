/**
* | output |
* | --- |
* | "IATA" |
*
* @param {Lookups_Airports_Col_IataInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_col_iata: ((inputs?: Lookups_Airports_Col_IataInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Col_IataInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Airports_Col_IataInputs = {};
