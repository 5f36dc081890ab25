/**
* | output |
* | --- |
* | "Replace logo…" |
*
* @param {Company_Replace_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_replace_logo: ((inputs?: Company_Replace_LogoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Replace_LogoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Replace_LogoInputs = {};
