/**
* | output |
* | --- |
* | "Maritime ports by city, with the codes a sea rating or booking needs." |
*
* @param {Lookups_Ports_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_description: ((inputs?: Lookups_Ports_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Ports_DescriptionInputs = {};
