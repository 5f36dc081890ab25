/**
* | output |
* | --- |
* | "Leg {number}{leg}" |
*
* @param {Rating_Sea_LegInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_leg: ((inputs: Rating_Sea_LegInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_LegInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sea_LegInputs = {
    number: NonNullable<unknown>;
    leg: NonNullable<unknown>;
};
