/**
* | output |
* | --- |
* | "Searching airports for {searched}…" |
*
* @param {Lookups_Airports_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_searching: ((inputs: Lookups_Airports_SearchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_SearchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Airports_SearchingInputs = {
    searched: NonNullable<unknown>;
};
