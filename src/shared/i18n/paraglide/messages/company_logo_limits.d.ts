/**
* | output |
* | --- |
* | "PNG or JPEG, at most {size}. Printed at most 150 × 54 pt, proportions kept." |
*
* @param {Company_Logo_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_limits: ((inputs: Company_Logo_LimitsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Logo_LimitsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Logo_LimitsInputs = {
    size: NonNullable<unknown>;
};
