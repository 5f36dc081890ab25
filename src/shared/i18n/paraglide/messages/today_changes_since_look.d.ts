/**
* | output |
* | --- |
* | "{count} since your last look, {when}" |
*
* @param {Today_Changes_Since_LookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_since_look: ((inputs: Today_Changes_Since_LookInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Changes_Since_LookInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Changes_Since_LookInputs = {
    count: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
