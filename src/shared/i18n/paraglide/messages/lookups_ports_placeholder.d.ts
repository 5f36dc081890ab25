/**
* | output |
* | --- |
* | "e.g. Barcelona, Rotterdam, Shanghai" |
*
* @param {Lookups_Ports_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_placeholder: ((inputs?: Lookups_Ports_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Ports_PlaceholderInputs = {};
