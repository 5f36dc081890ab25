/**
* | output |
* | --- |
* | "Searching postal codes for {searched}…" |
*
* @param {Lookups_Postal_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_searching: ((inputs: Lookups_Postal_SearchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_SearchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Postal_SearchingInputs = {
    searched: NonNullable<unknown>;
};
