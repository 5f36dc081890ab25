/**
* | output |
* | --- |
* | "Could not search ports" |
*
* @param {Lookups_Ports_Could_NotInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_could_not: ((inputs?: Lookups_Ports_Could_NotInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Could_NotInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Ports_Could_NotInputs = {};
