/**
* | output |
* | --- |
* | "Choose the country, type a city or the first digits of a postal code, and press Enter." |
*
* @param {Lookups_Postal_Idle_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_idle_text: ((inputs?: Lookups_Postal_Idle_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Idle_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Postal_Idle_TextInputs = {};
