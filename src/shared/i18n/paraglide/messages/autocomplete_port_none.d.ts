/**
* | output |
* | --- |
* | "No port found" |
*
* @param {Autocomplete_Port_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_port_none: ((inputs?: Autocomplete_Port_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_Port_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Autocomplete_Port_NoneInputs = {};
