/**
* | output |
* | --- |
* | "Base URL:" |
*
* @param {Profiles_Base_Url_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_base_url_said: ((inputs?: Profiles_Base_Url_SaidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Base_Url_SaidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Base_Url_SaidInputs = {};
