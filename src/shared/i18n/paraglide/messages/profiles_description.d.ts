/**
* | output |
* | --- |
* | "The service Freight Desk works with. The embedded sandbox runs on this computer with demo data and needs no account." |
*
* @param {Profiles_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_description: ((inputs?: Profiles_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_DescriptionInputs = {};
