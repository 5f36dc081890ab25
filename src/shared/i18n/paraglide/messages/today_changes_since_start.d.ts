/**
* | output |
* | --- |
* | "{count} since this desk started keeping them" |
*
* @param {Today_Changes_Since_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_since_start: ((inputs: Today_Changes_Since_StartInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Changes_Since_StartInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Changes_Since_StartInputs = {
    count: NonNullable<unknown>;
};
