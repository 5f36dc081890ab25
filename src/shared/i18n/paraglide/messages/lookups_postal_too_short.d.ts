/**
* | output |
* | --- |
* | "Type at least 2 characters of a city or postal code" |
*
* @param {Lookups_Postal_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_too_short: ((inputs?: Lookups_Postal_Too_ShortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Too_ShortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Postal_Too_ShortInputs = {};
