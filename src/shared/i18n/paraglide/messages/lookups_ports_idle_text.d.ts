/**
* | output |
* | --- |
* | "Type a city name and press Enter. Ports in every country with that city are listed." |
*
* @param {Lookups_Ports_Idle_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_idle_text: ((inputs?: Lookups_Ports_Idle_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Idle_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Ports_Idle_TextInputs = {};
