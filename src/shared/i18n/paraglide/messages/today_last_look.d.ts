/**
* | output |
* | --- |
* | "Last look {when}." |
*
* @param {Today_Last_LookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_last_look: ((inputs: Today_Last_LookInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Last_LookInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Last_LookInputs = {
    when: NonNullable<unknown>;
};
