/**
* | output |
* | --- |
* | "No port found for {searched}" |
*
* @param {Lookups_Ports_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_none: ((inputs: Lookups_Ports_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Ports_NoneInputs = {
    searched: NonNullable<unknown>;
};
