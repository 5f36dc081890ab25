/**
* | output |
* | --- |
* | "The port search failed" |
*
* @param {Autocomplete_Port_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_port_failed: ((inputs?: Autocomplete_Port_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_Port_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Autocomplete_Port_FailedInputs = {};
