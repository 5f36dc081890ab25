/**
* | output |
* | --- |
* | "Searching airports…" |
*
* @param {Autocomplete_Airport_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_airport_searching: ((inputs?: Autocomplete_Airport_SearchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_Airport_SearchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Autocomplete_Airport_SearchingInputs = {};
