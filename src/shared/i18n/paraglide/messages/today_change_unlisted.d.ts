/**
* | output |
* | --- |
* | "No longer listed by the service since {when} (kept here)" |
*
* @param {Today_Change_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_unlisted: ((inputs: Today_Change_UnlistedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_UnlistedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Change_UnlistedInputs = {
    when: NonNullable<unknown>;
};
