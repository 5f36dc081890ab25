/**
* | output |
* | --- |
* | "Search for a postal code" |
*
* @param {Lookups_Postal_Idle_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_idle_title: ((inputs?: Lookups_Postal_Idle_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Idle_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Postal_Idle_TitleInputs = {};
