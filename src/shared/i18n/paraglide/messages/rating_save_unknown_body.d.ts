/**
* | output |
* | --- |
* | "Check Quotes: if a quote from {carrier} is listed, it was saved. If it is not, get rates again and save the new rate." |
*
* @param {Rating_Save_Unknown_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_unknown_body: ((inputs: Rating_Save_Unknown_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Save_Unknown_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Save_Unknown_BodyInputs = {
    carrier: NonNullable<unknown>;
};
