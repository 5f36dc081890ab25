/**
* | output |
* | --- |
* | "Penalties" |
*
* @param {Rating_Sea_PenaltiesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_penalties: ((inputs?: Rating_Sea_PenaltiesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_PenaltiesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sea_PenaltiesInputs = {};
