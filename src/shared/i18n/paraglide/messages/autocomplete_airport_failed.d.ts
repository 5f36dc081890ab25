/**
* | output |
* | --- |
* | "The airport search failed" |
*
* @param {Autocomplete_Airport_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_airport_failed: ((inputs?: Autocomplete_Airport_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_Airport_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Autocomplete_Airport_FailedInputs = {};
