/**
* | output |
* | --- |
* | "Searching ports for {searched}…" |
*
* @param {Lookups_Ports_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_searching: ((inputs: Lookups_Ports_SearchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_SearchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Ports_SearchingInputs = {
    searched: NonNullable<unknown>;
};
