/**
* | output |
* | --- |
* | "Postal codes by city, or cities by postal code, with their region and position." |
*
* @param {Lookups_Postal_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_description: ((inputs?: Lookups_Postal_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Postal_DescriptionInputs = {};
