/**
* | output |
* | --- |
* | "{minutes} min" |
*
* @param {Rating_Validity_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_minutes: ((inputs: Rating_Validity_MinutesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_MinutesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Validity_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
