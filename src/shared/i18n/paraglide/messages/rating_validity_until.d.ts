/**
* | output |
* | --- |
* | "until {when}" |
*
* @param {Rating_Validity_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_until: ((inputs: Rating_Validity_UntilInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_UntilInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Validity_UntilInputs = {
    when: NonNullable<unknown>;
};
