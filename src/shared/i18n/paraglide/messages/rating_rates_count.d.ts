/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} rate" |
* | * | "{shown} rates" |
*
* @param {Rating_Rates_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_count: ((inputs: Rating_Rates_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rates_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rates_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
