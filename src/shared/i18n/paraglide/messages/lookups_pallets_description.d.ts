/**
* | output |
* | --- |
* | "The pallets the service rates, with their standard sizes." |
*
* @param {Lookups_Pallets_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_description: ((inputs?: Lookups_Pallets_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Pallets_DescriptionInputs = {};
