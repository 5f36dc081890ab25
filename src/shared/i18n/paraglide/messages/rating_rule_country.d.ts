/**
* | output |
* | --- |
* | "{field} must be an ISO 3166-1 alpha-2 code such as ES" |
*
* @param {Rating_Rule_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_country: ((inputs: Rating_Rule_CountryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_CountryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_CountryInputs = {
    field: NonNullable<unknown>;
};
