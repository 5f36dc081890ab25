/**
* | output |
* | --- |
* | "Company logo: {file}" |
*
* @param {Company_Logo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_alt: ((inputs: Company_Logo_AltInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Logo_AltInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Logo_AltInputs = {
    file: NonNullable<unknown>;
};
